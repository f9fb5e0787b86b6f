package org.chesseus.rules.l3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chesseus.api.Color;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.GameOptions;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.game.Ruling;
import org.junit.jupiter.api.Test;

/**
 * FIDE 9.1: an offer is made with one's own move or after it (9.1.2.1), cannot be withdrawn and
 * stands until the opponent accepts it, declines it or moves; events may forbid offers before a
 * given move (9.1.1).
 */
class DrawOfferTest {

    @Test
    void drawOfferIsDeclinedByMoving() {
        Game game = Games.fide();
        Ruling offered = Games.request(game, "e2e4");
        assertEquals(Color.WHITE, offered.pendingOffer().orElseThrow());
        Ruling moved = Games.play(game, "e7e5");
        assertTrue(moved.pendingOffer().isEmpty());
        assertTrue(moved.notice().orElseThrow().contains("lapsed"), moved.notice().orElseThrow());
        RejectedInputException late = assertThrows(RejectedInputException.class, () -> game.acceptDraw(Color.BLACK));
        assertTrue(late.getMessage().contains("no draw offer from White stands"), late.getMessage());
    }

    @Test
    void drawOfferStandsWhileTheOfferingPlayerMovesAgain() {
        Game game = Games.fide();
        Games.play(game, "e2e4");
        game.offerDraw(Color.BLACK);
        Ruling ruling = Games.play(game, "e7e5");
        assertEquals(Color.BLACK, ruling.pendingOffer().orElseThrow(), "the offer lapses only when the opponent moves");
        assertEquals(ResultCode.DRAW_AGREED, game.acceptDraw(Color.WHITE).outcome().orElseThrow().code());
    }

    @Test
    void drawOfferCannotBeAcceptedByThePlayerWhoMadeIt() {
        Game game = Games.fide();
        Games.play(game, "e2e4 e7e5");
        game.offerDraw(Color.WHITE);
        assertThrows(RejectedInputException.class, () -> game.acceptDraw(Color.WHITE));
        assertEquals(Color.WHITE, game.ruling().pendingOffer().orElseThrow());
    }

    @Test
    void drawOfferDeclinedInWordsLapses() {
        Game game = Games.fide();
        Games.play(game, "e2e4 e7e5");
        game.offerDraw(Color.WHITE);
        Ruling declined = game.declineDraw(Color.BLACK);
        assertTrue(declined.pendingOffer().isEmpty());
        assertFalse(declined.isOver());
    }

    @Test
    void drawOfferMeetingTheOpponentsStandingOfferIsAnAgreement() {
        Game game = Games.fide();
        Games.play(game, "e2e4 e7e5");
        game.offerDraw(Color.WHITE);
        assertEquals(ResultCode.DRAW_AGREED, game.offerDraw(Color.BLACK).outcome().orElseThrow().code());
    }

    @Test
    void drawOfferBeforeTheMoveTheEventAllowsIsRefused() {
        GameOptions sofia = GameOptions.builder().noOffersBeforeMove(30).build();
        Game game = Games.game("fide", "4k3/8/8/8/8/8/P7/4K3 w - - 0 29", sofia);
        RejectedInputException refused = assertThrows(RejectedInputException.class, () -> game.offerDraw(Color.WHITE));
        assertTrue(refused.getMessage().contains("before move 30 (FIDE 9.1.1)"), refused.getMessage());
        Games.play(game, "a2a3 e8e7");
        assertEquals(Color.WHITE, game.offerDraw(Color.WHITE).pendingOffer().orElseThrow(), "White is at move 30");
    }
}
