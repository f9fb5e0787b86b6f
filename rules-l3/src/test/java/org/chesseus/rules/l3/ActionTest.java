package org.chesseus.rules.l3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chesseus.api.Color;
import org.chesseus.api.game.Action;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.game.Ruling;
import org.junit.jupiter.api.Test;

/**
 * The front ends' shared vocabulary: each {@link Action} rules as the game's named method for it,
 * on the FIDE book (the expected codes are the articles' own: 5.2.3 agreement, 5.1.2 resignation,
 * 6.9 flag fall, 9.2 claim).
 */
class ActionTest {
    private static final String SHUFFLE = "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1";

    @Test
    void aMoveWithADrawRequestClaimsOnThePositionItProduces() {
        Game game = Games.fide();
        Games.play(game, SHUFFLE);
        Ruling ruling = game.apply(new Action.Play(Games.move(game, "f6g8"), true));
        assertEquals(ResultCode.THREEFOLD_REPETITION, ruling.outcome().orElseThrow().code());
    }

    @Test
    void anOfferAcceptedAfterAMoveEachIsAnAgreement() {
        Game game = Games.fide();
        Games.play(game, "e2e4 e7e5");
        game.apply(new Action.Offer(Color.WHITE));
        assertEquals(ResultCode.DRAW_AGREED, game.apply(new Action.Accept(Color.BLACK)).outcome().orElseThrow().code());
    }

    @Test
    void aDeclinedOfferLeavesTheGameGoing() {
        Game game = Games.fide();
        Games.play(game, "e2e4 e7e5");
        game.apply(new Action.Offer(Color.WHITE));
        Ruling declined = game.apply(new Action.Decline(Color.BLACK));
        assertFalse(declined.isOver());
        assertTrue(declined.pendingOffer().isEmpty());
    }

    @Test
    void aClaimOnThePresentPositionAfterTheThirdOccurrenceDraws() {
        Game game = Games.fide();
        Games.play(game, SHUFFLE + " f6g8");
        assertEquals(ResultCode.THREEFOLD_REPETITION,
                game.apply(new Action.Claim(Color.WHITE)).outcome().orElseThrow().code());
    }

    @Test
    void resignationAndFlagFallRuleAsTheirArticles() {
        assertEquals(ResultCode.WHITE_WINS_BY_RESIGNATION,
                Games.fide().apply(new Action.Resign(Color.BLACK)).outcome().orElseThrow().code());
        assertEquals(ResultCode.TIMEOUT_CANNOT_MATE, Games.fide("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1")
                .apply(new Action.FlagFall(Color.WHITE)).outcome().orElseThrow().code());
    }
}
