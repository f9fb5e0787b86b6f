package org.chesseus.rules.l2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chesseus.api.Move;
import org.chesseus.api.MoveKind;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.Square;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.Outcome;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.game.Ruling;
import org.junit.jupiter.api.Test;

/** FIDE 9.6: fivefold repetition and the 75-move rule end the game with no action from the players. */
class AutomaticDrawsTest {
    private static final String KNIGHTS_OUT_AND_BACK = "Nf3 Nf6 Ng1 Ng8";

    @Test
    void fifthOccurrenceOfThePositionDrawsByFivefoldRepetition() {
        Game game = Books.game("l2");
        for (int i = 0; i < 3; i++) {
            Books.play(game, KNIGHTS_OUT_AND_BACK);
        }
        assertFalse(game.ruling().isOver(), "four occurrences: the game goes on");
        Ruling ruling = Books.play(game, KNIGHTS_OUT_AND_BACK);
        Outcome outcome = ruling.outcome().orElseThrow();
        assertEquals(ResultCode.FIVEFOLD_REPETITION, outcome.code());
        assertEquals("FIDE 9.6.1", outcome.article());
        assertEquals("1/2-1/2", outcome.score().pgn());
        assertEquals(16, outcome.ply());
        assertEquals(5, ruling.repetitionCount());
    }

    @Test
    void underLegalityAloneTheKnightsShuffleForever() {
        Game game = Books.game("l1");
        for (int i = 0; i < 10; i++) {
            Books.play(game, KNIGHTS_OUT_AND_BACK);
        }
        assertFalse(game.ruling().isOver());
        assertEquals(11, game.ruling().repetitionCount());
    }

    @Test
    void hundredFiftiethHalfMoveWithoutCaptureOrPawnMoveDrawsBySeventyFiveMoves() {
        Game game = Books.game("l2", "k7/8/1K6/8/8/8/8/7R w - - 149 120");
        Ruling ruling = Books.play(game, "Rh2");
        Outcome outcome = ruling.outcome().orElseThrow();
        assertEquals(ResultCode.SEVENTY_FIVE_MOVES, outcome.code());
        assertEquals("FIDE 9.6.2", outcome.article());
        assertEquals(150, ruling.halfmoveClock());
    }

    @Test
    void checkmateOnTheHundredFiftiethHalfMoveWinsInsteadOfDrawing() {
        Game game = Books.game("l2", "k7/8/1K6/8/8/8/8/7R w - - 149 120");
        Outcome outcome = Books.play(game, "Rh8#").outcome().orElseThrow();
        assertEquals(ResultCode.WHITE_CHECKMATES, outcome.code());
        assertEquals("1-0", outcome.score().pgn());
        assertEquals("FIDE 5.1.1", outcome.article());
    }

    @Test
    void aSetUpAlreadyPastTheSeventyFiveMoveMarkEndsAtOnce() {
        Game game = Books.game("l2", "k7/8/1K6/8/8/8/8/7R w - - 150 120");
        assertEquals(ResultCode.SEVENTY_FIVE_MOVES, game.outcome().orElseThrow().code());
        assertEquals(0, game.outcome().orElseThrow().ply());
    }

    @Test
    void noMoveIsAcceptedOnceTheGameIsOver() {
        Game game = Books.game("l2", "k7/8/1K6/8/8/8/8/7R w - - 149 120");
        Books.play(game, "Rh8#");
        Move kingStep = Move.of(Square.A8, Square.A7, MoveKind.QUIET);
        RejectedInputException refused = assertThrows(RejectedInputException.class, () -> game.play(kingStep));
        assertTrue(refused.getMessage().contains("the game is over (1-0, W#, FIDE 5.1.1)"), refused.getMessage());
    }

    @Test
    void stalemateAtTheStartOfTheRecordDrawsAtPlyZero() {
        Game game = Books.game("l1", "k7/8/1Q6/8/8/8/8/7K b - - 0 1");
        Outcome outcome = game.outcome().orElseThrow();
        assertEquals(ResultCode.STALEMATE, outcome.code());
        assertEquals("FIDE 5.2.1", outcome.article());
    }

    @Test
    void checkmateInTheSetUpIsAWinForTheSideThatGaveIt() {
        Game game = Books.game("l1", "k6R/8/1K6/8/8/8/8/8 b - - 0 1");
        assertEquals(ResultCode.WHITE_CHECKMATES, game.outcome().orElseThrow().code());
    }
}
