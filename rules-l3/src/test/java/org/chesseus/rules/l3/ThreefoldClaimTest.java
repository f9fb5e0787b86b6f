package org.chesseus.rules.l3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chesseus.api.Color;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.Outcome;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.game.Ruling;
import org.junit.jupiter.api.Test;

/**
 * FIDE 9.2: the player having the move claims a draw by threefold repetition on the present
 * position (9.2.1.2) or on the position the move written first produces (9.2.1.1). The issue's
 * scenario: from the start position, {@code g1f3 g8f6 f3g1 f6g8} twice.
 */
class ThreefoldClaimTest {
    private static final String KNIGHTS_OUT_AND_BACK = "g1f3 g8f6 f3g1 f6g8";

    @Test
    void threefoldClaimedOnThePresentPositionDraws() {
        Game game = Games.fide();
        Games.play(game, KNIGHTS_OUT_AND_BACK);
        Ruling ruling = Games.play(game, KNIGHTS_OUT_AND_BACK);
        assertEquals(3, ruling.repetitionCount());
        assertFalse(ruling.isOver(), "threefold is claimed, not automatic");
        assertEquals(ResultCode.THREEFOLD_REPETITION, ruling.claimAvailable().orElseThrow().code());

        Outcome outcome = game.claimDraw(Color.WHITE).outcome().orElseThrow();
        assertEquals(ResultCode.THREEFOLD_REPETITION, outcome.code());
        assertEquals("FIDE 9.2", outcome.article());
        assertEquals("threefold", outcome.rule());
        assertEquals("1/2-1/2", outcome.score().pgn());
        assertEquals(8, outcome.ply());
    }

    @Test
    void threefoldClaimedWithTheMoveThatProducesTheThirdOccurrenceDraws() {
        Game game = Games.fide();
        Games.play(game, KNIGHTS_OUT_AND_BACK + " g1f3 g8f6 f3g1");
        Ruling before = game.ruling();
        assertTrue(before.claimAvailable().isEmpty(), "the present position has occurred twice only");
        assertEquals(ResultCode.THREEFOLD_REPETITION,
                before.claimAfter(Games.move(game, "f6g8")).orElseThrow().code());
        assertTrue(before.claimAfter(Games.move(game, "b8c6")).isEmpty());
        assertEquals(7, game.ruling().ply(), "asking about a move leaves the game as it is");

        Outcome outcome = Games.request(game, "f6g8").outcome().orElseThrow();
        assertEquals(ResultCode.THREEFOLD_REPETITION, outcome.code());
        assertEquals(8, outcome.ply());
    }

    @Test
    void threefoldClaimAfterTwoOccurrencesIsIncorrectAndStandsAsAnOfferTheOpponentAccepts() {
        Game game = Games.fide();
        Games.play(game, KNIGHTS_OUT_AND_BACK);
        Ruling claimed = game.claimDraw(Color.WHITE);
        assertFalse(claimed.isOver());
        assertEquals(Color.WHITE, claimed.pendingOffer().orElseThrow());
        assertTrue(claimed.notice().orElseThrow().contains("incorrect"), claimed.notice().orElseThrow());

        Outcome outcome = game.acceptDraw(Color.BLACK).outcome().orElseThrow();
        assertEquals(ResultCode.DRAW_AGREED, outcome.code());
        assertEquals("FIDE 5.2.3", outcome.article());
    }

    @Test
    void threefoldIsClaimedOnlyByThePlayerHavingTheMove() {
        Game game = Games.fide();
        Games.play(game, KNIGHTS_OUT_AND_BACK + " " + KNIGHTS_OUT_AND_BACK);
        RejectedInputException refused = assertThrows(RejectedInputException.class, () -> game.claimDraw(Color.BLACK));
        assertTrue(refused.getMessage().contains("only the player having the move"), refused.getMessage());
        assertFalse(game.isOver());
    }

    @Test
    void threefoldClaimLapsesOnceTheClaimantPlaysAnotherMove() {
        Game game = Games.fide();
        Games.play(game, KNIGHTS_OUT_AND_BACK + " " + KNIGHTS_OUT_AND_BACK);
        Ruling ruling = Games.request(game, "b1c3");
        assertFalse(ruling.isOver(), "the claim is on the position the move produces, which is new");
        assertEquals(Color.WHITE, ruling.pendingOffer().orElseThrow(), "the request stands as an offer (9.1.2.3)");
    }
}
