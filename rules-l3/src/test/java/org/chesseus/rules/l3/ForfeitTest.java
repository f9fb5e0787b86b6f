package org.chesseus.rules.l3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chesseus.api.Color;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.Outcome;
import org.chesseus.api.game.ResultCode;
import org.junit.jupiter.api.Test;

/**
 * Rule {@code forfeit}: a player who cannot play on (an engine's illegal move, crash or
 * disconnection) loses, unless the opponent cannot checkmate by any series of legal moves — the
 * reading FIDE 6.9 and 7.5.5 give a flag fall and a second illegal move.
 */
class ForfeitTest {

    @Test
    void forfeitLosesWhereTheOpponentCanStillMate() {
        Outcome outcome = Games.fide().forfeit(Color.WHITE, "crashed").outcome().orElseThrow();
        assertEquals(ResultCode.BLACK_WINS_BY_FORFEIT, outcome.code());
        assertEquals("0-1", outcome.score().pgn());
        assertEquals("forfeit", outcome.rule());
        assertEquals("White crashed and loses the game by forfeit.", outcome.explanation());
    }

    @Test
    void forfeitByBlackAtAnyMomentLosesForBlack() {
        Game game = Games.fide();
        Games.play(game, "e2e4");
        assertEquals(ResultCode.WHITE_WINS_BY_FORFEIT, game.forfeit(Color.BLACK, "sent an illegal move").outcome()
                .orElseThrow().code());
    }

    @Test
    void forfeitDrawsWhereTheOpponentHasABareKing() {
        Outcome outcome = Games.fide("4k3/8/8/8/8/8/8/3QK3 b - - 0 1").forfeit(Color.WHITE, "disconnected").outcome()
                .orElseThrow();
        assertEquals(ResultCode.FORFEIT_CANNOT_MATE, outcome.code());
        assertEquals("1/2-1/2", outcome.score().pgn());
        assertTrue(outcome.explanation().contains("Black cannot checkmate"), outcome.explanation());
    }

    @Test
    void forfeitAfterTheEndIsRefused() {
        Game game = Games.fide();
        game.resign(Color.BLACK);
        assertThrows(RejectedInputException.class, () -> game.forfeit(Color.WHITE, "crashed"));
    }

    @Test
    void forfeitUnderAProfileWithoutLayerL3NamesTheMissingRule() {
        Game game = Games.game("l2", Games.START, org.chesseus.api.game.GameOptions.none());
        RejectedInputException refused = assertThrows(RejectedInputException.class,
                () -> game.forfeit(Color.WHITE, "crashed"));
        assertTrue(refused.getMessage().contains("'forfeit'"), refused.getMessage());
    }
}
