package org.chesseus.rules.uscf;

import static org.chesseus.tck.Games.code;
import static org.chesseus.tck.Games.game;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.chesseus.api.Color;
import org.chesseus.api.game.Game;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * US Chess 14E against FIDE 6.9 on the flag-fall scenarios of issue 6 ("Must show"), and forced
 * wins that keep the loss on time (mate distances checked with Stockfish 15.1, {@code go mate}).
 */
class InsufficientMaterialOnTimeTest {

    @ParameterizedTest(name = "{0} flags in {1}: fide {2}, uscf {3}")
    @CsvSource(delimiter = '|', value = {
        // K+N against K+R: a helpmate exists (FIDE loss), no forced win (14E2 draw).
        "WHITE | 1n2k3/8/8/8/8/8/8/R3K3 w - - 0 1     | BT | TM",
        // K+B against K+P: the pawn can block a helpmate (FIDE loss); no forced win (14E2).
        "WHITE | 7K/2b2k2/7P/8/8/8/8/8 w - - 0 1       | BT | TM",
        // K+N+N against a bare king: FIDE loss, 14E3 draw.
        "BLACK | 4k3/8/8/8/8/8/8/1N2K1N1 b - - 0 1     | WT | TM",
        // K+N+N against K+P: 14E3 needs a pawnless flagger.
        "BLACK | 4k3/7p/8/8/8/8/8/1N2K1N1 b - - 0 1    | WT | WT",
        // White's only move mates Black, so Black cannot mate (FIDE TM); Black has far more than 14E's list.
        "WHITE | 8/6pp/6bk/6q1/6BK/4B1PP/8/8 w - - 0 1 | TM | BT",
        // A lone king never wins on time (14E1; FIDE 6.9 alike).
        "WHITE | 4k3/8/8/8/8/8/8/R3K3 w - - 0 1        | TM | TM",
        // K+N against K+R with a mate in one on the board (Nf7#): a forced win, the loss stands.
        "BLACK | 6rk/8/7K/4N3/8/8/8/8 w - - 0 1        | WT | WT",
    })
    void flagFall(Color flagged, String fen, String fide, String uscf) {
        assertEquals(fide, flag("fide", fen, flagged), "fide");
        assertEquals(uscf, flag("uscf", fen, flagged), "uscf");
    }

    private static String flag(String profile, String fen, Color flagged) {
        Game game = game(profile, fen.strip());
        game.flagFall(flagged);
        return code(game);
    }
}
