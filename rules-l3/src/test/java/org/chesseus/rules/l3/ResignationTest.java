package org.chesseus.rules.l3;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.chesseus.api.Color;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.Outcome;
import org.chesseus.api.game.ResultCode;
import org.junit.jupiter.api.Test;

/**
 * FIDE 5.1.2 (2023): the player who resigns loses at once — either player, at any moment, on the
 * move or not — unless the opponent cannot checkmate by any series of legal moves: then a draw.
 */
class ResignationTest {

    @Test
    void resignationWithKingAndQueenAgainstABareKingDraws() {
        Outcome outcome = Games.fide("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1").resign(Color.WHITE).outcome().orElseThrow();
        assertEquals(ResultCode.RESIGNATION_CANNOT_MATE, outcome.code());
        assertEquals("FIDE 5.1.2", outcome.article());
        assertEquals("resignation", outcome.rule());
        assertEquals("1/2-1/2", outcome.score().pgn());
    }

    @Test
    void resignationByThePlayerHavingTheMoveLoses() {
        Outcome outcome = Games.fide().resign(Color.WHITE).outcome().orElseThrow();
        assertEquals(ResultCode.BLACK_WINS_BY_RESIGNATION, outcome.code());
        assertEquals("0-1", outcome.score().pgn());
        assertEquals(0, outcome.ply());
    }

    @Test
    void resignationByThePlayerNotHavingTheMoveLoses() {
        Game game = Games.fide();
        Games.play(game, "e2e4");
        Outcome outcome = game.resign(Color.WHITE).outcome().orElseThrow();
        assertEquals(ResultCode.BLACK_WINS_BY_RESIGNATION, outcome.code(), "White resigns while Black is to move");
        Game other = Games.fide();
        assertEquals(ResultCode.WHITE_WINS_BY_RESIGNATION, other.resign(Color.BLACK).outcome().orElseThrow().code(),
                "Black resigns before White has moved");
    }

    @Test
    void resignationWithMaterialLeftToTheOpponentLosesEvenWhenItLooksHopeless() {
        Outcome outcome = Games.fide("1n2k3/8/8/8/8/8/8/R3K3 w - - 0 1").resign(Color.WHITE).outcome().orElseThrow();
        assertEquals(ResultCode.BLACK_WINS_BY_RESIGNATION, outcome.code(), "a helpmate with the knight exists");
    }
}
