package org.chesseus.rules.lichess;

import static org.chesseus.tck.Games.code;
import static org.chesseus.tck.Games.game;
import static org.chesseus.tck.Games.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.chesseus.api.Color;
import org.chesseus.api.Move;
import org.chesseus.api.MoveKind;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.Square;
import org.chesseus.api.game.AbortRule;
import org.chesseus.api.game.ClaimPenaltyRule;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.Outcome;
import org.chesseus.api.game.ResultCode;
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

    @ParameterizedTest(name = "{0} flags in {1} after {2}: {3}")
    @CsvSource(delimiter = '|', value = {
        "WHITE | 1n2k3/8/8/8/8/8/8/R3K3 w - - 0 1     | e1d2 e8d7 | BT",
        "WHITE | 7K/2b2k2/7P/8/8/8/8/8 w - - 0 1       | h8h7 c7d8 | BT",
        "BLACK | 4k3/8/8/8/8/8/8/1N2K1N1 b - - 0 1     | e8d8 e1d2 | WT",
        "BLACK | 4k3/7p/8/8/8/8/8/1N2K1N1 b - - 0 1    | e8d8 e1d2 | WT",
        "WHITE | 1n2k3/8/8/8/8/8/8/3QK3 w - - 0 1      | e1d2 e8d7 | TM",
        "WHITE | 4k3/8/8/8/8/8/8/R3K3 w - - 0 1        | e1d2 e8d7 | TM",
    })
    void flagFallByTheOpponentsMaterial(Color flagged, String fen, String moves, String expected) {
        Game game = game("lichess", fen.strip());
        play(game, moves.strip());
        game.flagFall(flagged);
        assertEquals(expected, code(game));
    }

    @Test
    void aFlagWhileTheOpponentsOfferStandsIsADraw() {
        Game game = game("lichess", Games.START);
        play(game, "e2e4 e7e5");
        game.offerDraw(Color.WHITE);
        game.flagFall(Color.BLACK);
        assertEquals("DA", code(game));
    }

    @Test
    void resignationAlwaysLoses() {
        Game game = game("lichess", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
        play(game, "e1e2 e8e7");
        game.resign(Color.WHITE);
        assertEquals("BR", code(game));
    }

    @Test
    void lichessResignationBeforeBothPlayersHaveMovedAbortsTheGameWithNoResult() {
        Game game = game("lichess", Games.START);
        Outcome outcome = game.resign(Color.WHITE).outcome().orElseThrow();
        assertEquals(ResultCode.ABORTED, outcome.code());
        assertEquals("*", outcome.score().pgn());
        assertEquals(AbortRule.ID, outcome.rule());
        assertEquals("Lichess (code: lila, Game.abortable)", outcome.article());
        assertTrue(outcome.explanation().contains("neither player has moved"), outcome.explanation());
    }

    @Test
    void lichessFlagBeforeBothPlayersHaveMovedAbortsTheGame() {
        Game game = game("lichess", Games.START);
        play(game, "e2e4");
        Outcome outcome = game.flagFall(Color.BLACK).outcome().orElseThrow();
        assertEquals(ResultCode.ABORTED, outcome.code());
        assertTrue(outcome.explanation().contains("only White has moved"), outcome.explanation());
    }

    @Test
    void lichessResignationOnceBothPlayersHaveMovedLoses() {
        Game game = game("lichess", Games.START);
        play(game, "e2e4 e7e5");
        assertEquals("BR", code(resigned(game, Color.WHITE)));
    }

    @Test
    void lichessRefusesDrawOffersBeforeBothPlayersHaveMoved() {
        Game game = game("lichess", Games.START);
        play(game, "e2e4");
        String refused = assertThrows(RejectedInputException.class, () -> game.offerDraw(Color.WHITE)).getMessage();
        assertTrue(refused.contains("the game can still be aborted") && refused.contains("only White has moved"), refused);
        Game withTheMove = game("lichess", Games.START);
        withTheMove.play(Move.of(Square.E2, Square.E4, MoveKind.DOUBLE_STEP), true);
        assertTrue(withTheMove.ruling().pendingOffer().isEmpty(), "an offer with the first move is not made");
        play(game, "e7e5");
        game.offerDraw(Color.WHITE);
        assertEquals(Color.WHITE, game.ruling().pendingOffer().orElseThrow());
    }

    @Test
    void lichessHasNoPenaltyForAnIncorrectClaim() {
        assertFalse(Games.book("lichess").has(ClaimPenaltyRule.ID));
        Game game = game("lichess+lichess-manual-claim", Games.START);
        play(game, "e2e4 e7e5");
        String notice = game.claimDraw(Color.WHITE).notice().orElseThrow();
        assertTrue(notice.contains("claim is incorrect") && !notice.contains("would get"), notice);
    }

    private static Game resigned(Game game, Color by) {
        game.resign(by);
        return game;
    }
}
