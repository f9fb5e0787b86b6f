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
import org.junit.jupiter.api.Test;

/** FIDE 5.2.3: a draw by agreement is valid only once both players have made at least one move. */
class AgreementTest {

    @Test
    void agreementIsRefusedAfterOneEAlone() {
        Game game = Games.fide();
        Games.request(game, "e2e4");
        RejectedInputException refused = assertThrows(RejectedInputException.class, () -> game.acceptDraw(Color.BLACK));
        assertTrue(refused.getMessage().contains("FIDE 5.2.3"), refused.getMessage());
        assertTrue(refused.getMessage().contains("only White has made a move"), refused.getMessage());
        assertFalse(game.isOver());
        assertEquals(Color.WHITE, game.ruling().pendingOffer().orElseThrow(), "the offer still stands");
    }

    @Test
    void agreementAfterBothPlayersMovedDraws() {
        Game game = Games.fide();
        Games.request(game, "e2e4");
        Games.request(game, "e7e5");
        Outcome outcome = game.acceptDraw(Color.WHITE).outcome().orElseThrow();
        assertEquals(ResultCode.DRAW_AGREED, outcome.code());
        assertEquals("agreement", outcome.rule());
        assertEquals("FIDE 5.2.3", outcome.article());
        assertEquals(2, outcome.ply());
    }

    @Test
    void agreementCountsTheMovesOfTheRecordFromASetUp() {
        Game game = Games.fide("4k3/8/8/8/8/8/P7/4K3 b - - 0 40");
        Games.request(game, "e8e7");
        assertThrows(RejectedInputException.class, () -> game.acceptDraw(Color.WHITE));
        Games.play(game, "a2a3");
        game.offerDraw(Color.WHITE);
        assertEquals(ResultCode.DRAW_AGREED, game.acceptDraw(Color.BLACK).outcome().orElseThrow().code());
    }
}
