package org.chesseus.rules.lichess;

import static org.chesseus.tck.Games.code;
import static org.chesseus.tck.Games.game;
import static org.chesseus.tck.Games.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import org.chesseus.api.Color;
import org.chesseus.api.game.Game;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.tck.Games;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The Lichess book against the scenarios of issue 6 ("Must show", lichess column) and the rules of
 * the site's code (scalachess: {@code autoDraw}, {@code InsufficientMaterial}) and help text.
 */
class LichessBookTest {
    private static final String SHUFFLE = "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8";

    @Test
    void lichessAmendsTheFideBookByRuleId() {
        RuleBook book = Games.book("lichess");
        assertEquals(List.of("l1", "l2", "l3", "lichess"), book.layers());
        assertEquals("lichess", book.rule("dead-position").orElseThrow().layer());
        assertEquals("l2", book.rule("fivefold").orElseThrow().layer(), "fivefold stays FIDE's");
    }

    @Test
    void threefoldIsClaimedForThePlayerByDefault() {
        Game game = game("lichess", Games.START);
        play(game, SHUFFLE);
        assertEquals("3R", code(game));
    }

    @Test
    void withoutAutoClaimTheThirdOccurrenceWaitsForAClaim() {
        Game game = game("lichess+lichess-manual-claim", Games.START);
        play(game, SHUFFLE);
        assertFalse(game.isOver());
        game.claimDraw(Color.WHITE);
        assertEquals("3R", code(game));
    }

    @Test
    void fiftyMovesEndTheGameAutomatically() {
        Game game = game("lichess", "4k3/8/8/8/8/8/8/R3K3 w - - 99 60");
        play(game, "a1a2");
        assertEquals("50", code(game));
    }

    @Test
    void aHundredAndFiftyHalfMovesAreLongPastTheAutomaticFifty() {
        assertEquals("50", code(game("lichess", "4k3/8/8/8/8/8/8/R3K3 w - - 149 100")));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', value = {
        "4k3/8/8/p1p2p1p/P1P2P1P/8/8/4K3 w - - 0 1 | -",
        "4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1          | -",
        "4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1          | -",
        "4k1b1/8/8/8/8/8/8/3BK3 w - - 0 1           | IM",
        "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1            | IM",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1              | IM",
        "4k3/8/8/8/8/8/8/1N2K1b1 w - - 0 1          | -",
    })
    void deadPositionIsReadFromTheMaterialAlone(String fen, String expected) {
        assertEquals(expected, code(game("lichess", fen.strip())));
    }

    @ParameterizedTest(name = "{0} flags in {1}: {2}")
    @CsvSource(delimiter = '|', value = {
        "WHITE | 1n2k3/8/8/8/8/8/8/R3K3 w - - 0 1     | BT",
        "WHITE | 7K/2b2k2/7P/8/8/8/8/8 w - - 0 1       | BT",
        "BLACK | 4k3/8/8/8/8/8/8/1N2K1N1 b - - 0 1     | WT",
        "BLACK | 4k3/7p/8/8/8/8/8/1N2K1N1 b - - 0 1    | WT",
        "WHITE | 8/6pp/6bk/6q1/6BK/4B1PP/8/8 w - - 0 1 | BT",
        "WHITE | 1n2k3/8/8/8/8/8/8/3QK3 w - - 0 1      | TM",
        "WHITE | 4k3/8/8/8/8/8/8/R3K3 w - - 0 1        | TM",
    })
    void flagFallByTheOpponentsMaterial(Color flagged, String fen, String expected) {
        Game game = game("lichess", fen.strip());
        game.flagFall(flagged);
        assertEquals(expected, code(game));
    }

    @Test
    void aFlagWhileTheOpponentsOfferStandsIsADraw() {
        Game game = game("lichess", Games.START);
        play(game, "e2e4");
        game.offerDraw(Color.WHITE);
        game.flagFall(Color.BLACK);
        assertEquals("DA", code(game));
    }

    @Test
    void resignationAlwaysLoses() {
        Game game = game("lichess", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
        game.resign(Color.WHITE);
        assertEquals("BR", code(game));
    }
}
