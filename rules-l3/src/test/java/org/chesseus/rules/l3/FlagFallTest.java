package org.chesseus.rules.l3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chesseus.api.Color;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.clock.TimeControlParser;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.GameOptions;
import org.chesseus.api.game.Outcome;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.game.Ruling;
import org.chesseus.api.mate.MateBudget;
import org.chesseus.api.mate.MateQuestion;
import org.chesseus.api.mate.MateVerdict;
import org.junit.jupiter.api.Test;

/**
 * FIDE 6.9: a player whose flag falls loses, unless the opponent cannot checkmate by any series of
 * legal moves (a helpmate, not a forced mate; the question asked of layer l2), when the game is
 * drawn; a mate on the board before the flag stands (6.2.1.1). The issue's positions.
 */
class FlagFallTest {

    private static Outcome flag(String fen, Color flagged) {
        Game game = Games.fide(fen);
        assertFalse(game.isOver(), fen + " must be alive for the flag to matter");
        return game.flagFall(flagged).outcome().orElseThrow();
    }

    @Test
    void flagFallOfKingAndRookAgainstABareKingDraws() {
        Outcome outcome = flag("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", Color.WHITE);
        assertEquals(ResultCode.TIMEOUT_CANNOT_MATE, outcome.code());
        assertEquals("FIDE 6.9", outcome.article());
        assertEquals("flag-fall", outcome.rule());
    }

    /** The mate question of the book, asked directly: the loss must rest on a helpmate found, not on an unknown. */
    private static MateVerdict canMate(String fen, Color mater) {
        Game game = Games.fide(fen);
        return game.book().service(MateQuestion.class).orElseThrow()
                .canMate(game.ruling().position(), mater, MateBudget.clock()).verdict();
    }

    @Test
    void flagFallAgainstALoneKnightLosesWhenTheRookCanBlockAHelpmate() {
        String fen = "1n2k3/8/8/8/8/8/8/R3K3 w - - 0 1";
        assertEquals(ResultCode.BLACK_WINS_ON_TIME, flag(fen, Color.WHITE).code());
        assertEquals(MateVerdict.YES, canMate(fen, Color.BLACK));
    }

    @Test
    void flagFallAgainstALoneKnightDrawsWhenOnlyAQueenCouldBlock() {
        assertEquals(ResultCode.TIMEOUT_CANNOT_MATE, flag("1n2k3/8/8/8/8/8/8/Q3K3 w - - 0 1", Color.WHITE).code());
    }

    @Test
    void flagFallDrawsWhenTheOnlyMoveTakesTheOpponentsLastPiece() {
        assertEquals(ResultCode.TIMEOUT_CANNOT_MATE, flag("8/8/8/8/8/3k4/1q5P/1K6 w - - 0 1", Color.WHITE).code());
        Game withoutThePawn = Games.fide("8/8/8/8/8/3k4/1q6/1K6 w - - 0 1");
        assertEquals(ResultCode.DEAD_POSITION, withoutThePawn.outcome().orElseThrow().code(),
                "without the h-pawn the position is already dead");
    }

    @Test
    void flagFallLosesWhenAForcedLineMates() {
        Outcome outcome = flag("8/8/8/8/8/7p/5K2/5N1k b - - 0 1", Color.BLACK);
        assertEquals(ResultCode.WHITE_WINS_ON_TIME, outcome.code(), "...h2 is forced, then Ng3#");
        assertEquals(MateVerdict.YES, canMate("8/8/8/8/8/7p/5K2/5N1k b - - 0 1", Color.WHITE));
        assertEquals("1-0", outcome.score().pgn());
    }

    @Test
    void flagFallWhereTheSeventyFiveMoveRuleEndsTheGameBeforeAnyMateSaysSo() {
        // Black's only move, ...Kb8, is the 150th half-move: 9.6.2 ends the game before White moves again.
        Outcome outcome = flag("k7/8/1K6/8/8/8/8/7R b - - 149 120", Color.BLACK);
        assertEquals(ResultCode.TIMEOUT_CANNOT_MATE, outcome.code(), outcome.explanation());
        assertTrue(outcome.explanation().contains("cannot checkmate before the 75-move rule (FIDE 9.6.2) ends the game"),
                outcome.explanation());
        assertTrue(outcome.explanation().contains("1 half-move left"), outcome.explanation());
        assertEquals(MateVerdict.YES, canMateOnTheBoard("k7/8/1K6/8/8/8/8/7R b - - 149 120", Color.WHITE),
                "without the clock White mates: the clock is the reason");
    }

    @Test
    void flagFallProvenWithoutTheClockNamesItsProofNotTheSeventyFiveMoveRule() {
        Outcome outcome = flag("8/8/8/8/8/3k4/1q5P/1K6 w - - 140 100", Color.WHITE);
        assertEquals(ResultCode.TIMEOUT_CANNOT_MATE, outcome.code(), outcome.explanation());
        assertTrue(outcome.explanation().contains("cannot checkmate by any series of legal moves (proof: blockade)"),
                outcome.explanation());
    }

    private static MateVerdict canMateOnTheBoard(String fen, Color mater) {
        Game game = Games.fide(fen);
        return game.book().service(MateQuestion.class).orElseThrow()
                .canMate(game.ruling().position(), mater, MateBudget.board()).verdict();
    }

    @Test
    void flagSeenByTheClockOnAMoveEndsTheGameAndTheMoveIsNotPlayed() {
        FakeTime time = new FakeTime();
        Game game = Games.game("fide", Games.START, GameOptions.builder().clock(TimeControlParser.parse("1"), time).build());
        time.elapse(60);
        Ruling ruling = game.play(Games.move(game, "e2e4"));
        Outcome outcome = ruling.outcome().orElseThrow();
        assertEquals(ResultCode.BLACK_WINS_ON_TIME, outcome.code());
        assertEquals(0, outcome.ply(), "the move came after the flag fell");
        assertTrue(ruling.clocks().orElseThrow().running().isEmpty(), "the clocks stop");
    }

    @Test
    void flagSeenOnAClockReadingEndsTheGame() {
        FakeTime time = new FakeTime();
        Game game = Games.game("fide", "4k3/8/8/8/8/8/8/R3K3 b - - 0 1",
                GameOptions.builder().clock(TimeControlParser.parse("10s+0"), time).build());
        time.elapse(9.999);
        assertFalse(game.readClock().isOver(), "the flag falls on the exact time, not the rounded display");
        time.elapse(0.001);
        assertEquals(ResultCode.WHITE_WINS_ON_TIME, game.readClock().outcome().orElseThrow().code());
    }

    @Test
    void flagAfterAMateOnTheBoardDoesNotChangeTheResult() {
        FakeTime time = new FakeTime();
        Game game = Games.game("fide", Games.START, GameOptions.builder().clock(TimeControlParser.parse("1"), time).build());
        Games.play(game, "f2f3 e7e5 g2g4");
        time.elapse(1);
        Outcome mate = Games.play(game, "d8h4").outcome().orElseThrow();
        assertEquals(ResultCode.BLACK_CHECKMATES, mate.code());
        time.elapse(3600);
        assertEquals(mate, game.readClock().outcome().orElseThrow());
        RejectedInputException refused = assertThrows(RejectedInputException.class, () -> game.flagFall(Color.BLACK));
        assertTrue(refused.getMessage().contains("the game is over (0-1, B#, FIDE 5.1.1)"), refused.getMessage());
    }

    @Test
    void flagFallReportedWhileTheAttachedClockShowsTimeLeftIsRefused() {
        FakeTime time = new FakeTime();
        Game game = Games.game("fide", Games.START, GameOptions.builder().clock(TimeControlParser.parse("5+3"), time).build());
        time.elapse(10);
        RejectedInputException refused = assertThrows(RejectedInputException.class, () -> game.flagFall(Color.WHITE));
        assertTrue(refused.getMessage().contains("White's flag has not fallen: 4:53.0 left"), refused.getMessage());
    }
}
