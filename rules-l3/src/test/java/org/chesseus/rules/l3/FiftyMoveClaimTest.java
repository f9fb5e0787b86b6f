package org.chesseus.rules.l3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chesseus.api.Color;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.Outcome;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.game.Ruling;
import org.junit.jupiter.api.Test;

/**
 * FIDE 9.3: the player having the move claims a draw when the last 50 moves by each player were
 * made without a pawn move or a capture, on the present position or on the one the move written
 * first produces (9.3.1). Checkmate beats the claim and the 75-move rule (9.6.2).
 */
class FiftyMoveClaimTest {
    private static final String ROOK_AT_99 = "4k3/8/8/8/8/8/8/R3K3 w - - 99 60";

    @Test
    void fiftyMoveClaimWithTheMoveRa2Draws() {
        Game game = Games.fide(ROOK_AT_99);
        assertTrue(game.ruling().claimAvailable().isEmpty(), "99 half-moves do not open the claim");
        assertEquals(ResultCode.FIFTY_MOVES, game.claimAfter(Games.move(game, "a1a2")).orElseThrow().code());

        Outcome outcome = Games.request(game, "a1a2").outcome().orElseThrow();
        assertEquals(ResultCode.FIFTY_MOVES, outcome.code());
        assertEquals("FIDE 9.3", outcome.article());
        assertEquals("fifty-moves", outcome.rule());
        assertEquals(1, outcome.ply());
    }

    @Test
    void fiftyMoveClaimOpensForTheOpponentWhenRa2IsPlayedWithoutIt() {
        Game game = Games.fide(ROOK_AT_99);
        Ruling ruling = Games.play(game, "a1a2");
        assertFalse(ruling.isOver(), "the fifty-move draw is claimed, not automatic");
        assertEquals(100, ruling.halfmoveClock());
        assertEquals(ResultCode.FIFTY_MOVES, ruling.claimAvailable().orElseThrow().code());
        assertEquals(ResultCode.FIFTY_MOVES, game.claimDraw(Color.BLACK).outcome().orElseThrow().code());
    }

    @Test
    void checkmateOnTheHundredthHalfMoveBeatsTheFiftyMoveClaim() {
        Game game = Games.fide("k7/8/1K6/8/8/8/8/7R w - - 99 60");
        Outcome outcome = Games.request(game, "h1h8").outcome().orElseThrow();
        assertEquals(ResultCode.WHITE_CHECKMATES, outcome.code());
        assertEquals("FIDE 5.1.1", outcome.article());
    }

    @Test
    void checkmateOnTheHundredFiftiethHalfMoveBeatsTheClaimAndTheSeventyFiveMoveRule() {
        Game game = Games.fide("k7/8/1K6/8/8/8/8/7R w - - 149 120");
        assertEquals(ResultCode.WHITE_CHECKMATES, Games.request(game, "h1h8").outcome().orElseThrow().code());
        Game quiet = Games.fide("k7/8/1K6/8/8/8/8/7R w - - 149 120");
        assertEquals(ResultCode.SEVENTY_FIVE_MOVES, Games.request(quiet, "h1h2").outcome().orElseThrow().code(),
                "without mate, 9.6.2 ends the game before any claim is judged");
    }

    @Test
    void aPawnMoveWithTheRequestResetsTheCountAndTheRequestStandsAsAnOffer() {
        Game game = Games.fide("4k3/8/8/8/8/8/P7/4K3 w - - 99 60");
        Ruling ruling = Games.request(game, "a2a3");
        assertFalse(ruling.isOver());
        assertEquals(0, ruling.halfmoveClock());
        assertEquals(Color.WHITE, ruling.pendingOffer().orElseThrow());
    }
}
