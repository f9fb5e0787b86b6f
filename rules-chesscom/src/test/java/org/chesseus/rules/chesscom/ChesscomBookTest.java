package org.chesseus.rules.chesscom;

import static org.chesseus.tck.Games.code;
import static org.chesseus.tck.Games.game;
import static org.chesseus.tck.Games.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.chesseus.api.Color;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.game.Game;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleEntry;
import org.chesseus.tck.Games;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The Chess.com book against the scenarios of issue 6 ("Must show", chesscom column) and the site's
 * help pages ("Draws", "Timeouts", "Insufficient material").
 */
class ChesscomBookTest {
    private static final String SHUFFLE = "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8";

    @Test
    void everyRuleTheOverlayContributesSaysItRestsOnTheHelpPages() {
        RuleBook book = Games.book("chesscom");
        assertEquals(List.of("l1", "l2", "l3", "chesscom"), book.layers());
        for (RuleEntry entry : book.rules()) {
            if (entry.layer().equals("chesscom")) {
                assertEquals("Chess.com (help pages)", entry.article(), entry.id());
            }
        }
    }

    @Test
    void threefoldRepetitionEndsTheGameAutomatically() {
        Game game = game("chesscom", Games.START);
        play(game, SHUFFLE);
        assertEquals("3R", code(game));
    }

    @Test
    void aClaimIsRefusedBecauseThreefoldAndFiftyMovesAreAutomaticOnChesscom() {
        Game game = game("chesscom", Games.START);
        String refused = assertThrows(RejectedInputException.class, () -> game.claimDraw(Color.WHITE)).getMessage();
        assertTrue(refused.contains("draw claims do not exist under profile 'chesscom'"), refused);
        assertTrue(refused.contains("threefold repetition (Chess.com") && refused.contains("fifty moves (Chess.com")
                && refused.contains("are automatic"), refused);
        assertFalse(refused.contains("leaves out"), refused);
    }

    @Test
    void fiftyMovesEndTheGameAutomatically() {
        Game game = game("chesscom", "4k3/8/8/8/8/8/8/R3K3 w - - 99 60");
        play(game, "a1a2");
        assertEquals("50", code(game));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', value = {
        "4k3/8/8/p1p2p1p/P1P2P1P/8/8/4K3 w - - 0 1 | -",
        "4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1          | IM",
        "4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1          | IM",
        "4k3/8/8/8/8/8/8/1N2K1b1 w - - 0 1          | IM",
        "4k3/8/8/8/8/8/8/1NB1K3 w - - 0 1           | -",
        "4k3/7p/8/8/8/8/8/1N2K1N1 w - - 0 1         | -",
        "4k3/8/8/8/8/8/8/R3K3 w - - 0 1             | -",
    })
    void insufficientMaterialByTheSitesLists(String fen, String expected) {
        assertEquals(expected, code(game("chesscom", fen.strip())));
    }

    @ParameterizedTest(name = "{0} flags in {1}: {2}")
    @CsvSource(delimiter = '|', value = {
        "WHITE | 1n2k3/8/8/8/8/8/8/R3K3 w - - 0 1     | TM",
        "WHITE | 7K/2b2k2/7P/8/8/8/8/8 w - - 0 1       | TM",
        "BLACK | 4k3/7p/8/8/8/8/8/1N2K1N1 b - - 0 1    | WT",
        "WHITE | 8/6pp/6bk/6q1/6BK/4B1PP/8/8 w - - 0 1 | BT",
        "WHITE | 4k3/8/8/8/8/8/8/R3K3 w - - 0 1        | TM",
    })
    void onTimeoutOnlyTheMaterialOfTheSideWithTimeCounts(Color flagged, String fen, String expected) {
        Game game = game("chesscom", fen.strip());
        game.flagFall(flagged);
        assertEquals(expected, code(game));
    }

    @Test
    void twoKnightsAgainstABareKingEndedTheGameBeforeAnyFlag() {
        Game game = game("chesscom", "4k3/8/8/8/8/8/8/1N2K1N1 b - - 0 1");
        assertEquals("IM", code(game));
        assertThrows(RejectedInputException.class, () -> game.flagFall(Color.BLACK));
    }

    @Test
    void aPinnedEnPassantCapturerStillMakesTheDoubleStepPositionDifferent() {
        String fen = "1n6/8/8/8/k3p2R/8/3P4/4K1N1 w - - 0 1";
        String moves = "d2d4 b8c6 g1f3 c6b8 f3g1 b8c6 g1f3 c6b8 f3g1";
        Game fide = game("fide", fen);
        play(fide, moves);
        assertEquals(3, fide.ruling().repetitionCount(), "FIDE 9.2.3.1: the pinned pawn gives no en-passant right");
        Game chesscom = game("chesscom", fen);
        play(chesscom, moves);
        assertEquals(2, chesscom.ruling().repetitionCount(), "pseudo-legal: the position after d4 had e.p. on d3");
        assertEquals("-", code(chesscom), "so the automatic threefold draw does not come yet");
    }

    @Test
    void resignationAlwaysLoses() {
        Game game = game("chesscom", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
        game.resign(Color.WHITE);
        assertEquals("BR", code(game));
    }
}
