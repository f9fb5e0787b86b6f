package org.chesseus.rules.l3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.Move;
import org.chesseus.api.driver.Intent;
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

    @Test
    void aDrawRequestAloneAcceptsTheStandingOfferElseClaimsElseOffers() {
        Game offered = Games.fide();
        Games.play(offered, "e2e4 e7e5");
        offered.offerDraw(Color.BLACK);
        assertEquals(new Action.Accept(Color.WHITE), Action.drawRequest(offered, Color.WHITE));
        Game claimable = Games.fide();
        Games.play(claimable, SHUFFLE + " f6g8");
        assertEquals(new Action.Claim(Color.WHITE), Action.drawRequest(claimable, Color.WHITE));
        assertEquals(new Action.Offer(Color.BLACK), Action.drawRequest(claimable, Color.BLACK),
                "a claim is the player on move's; the other player can only offer");
        assertEquals(new Action.Offer(Color.WHITE), Action.drawRequest(Games.fide(), Color.WHITE));
    }

    @Test
    void aDriversIntentBecomesTheSharedActionOfThePlayer() {
        Game game = Games.fide();
        Move e4 = Games.move(game, "e2e4");
        assertEquals(Optional.of(new Action.Play(e4, true)), Intent.move(e4, true).action(game, Color.WHITE));
        assertEquals(Optional.of(new Action.Resign(Color.BLACK)), Intent.resign().action(game, Color.BLACK));
        assertEquals(Optional.of(new Action.Offer(Color.WHITE)), Intent.drawRequest().action(game, Color.WHITE));
        assertEquals(Optional.empty(), Intent.undo().action(game, Color.WHITE));
        assertEquals(Optional.empty(), Intent.say("help").action(game, Color.WHITE));
        assertEquals("not a move", Intent.invalid("not a move").text());
        assertEquals(Intent.Kind.NOTHING, Intent.nothing().kind());
    }
}
