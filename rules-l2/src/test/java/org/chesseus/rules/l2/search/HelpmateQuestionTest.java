package org.chesseus.rules.l2.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chesseus.api.Color;
import org.chesseus.api.Position;
import org.chesseus.api.mate.MateAnswer;
import org.chesseus.api.mate.MateBudget;
import org.chesseus.api.mate.MateReason;
import org.chesseus.api.mate.MateVerdict;
import org.junit.jupiter.api.Test;

/**
 * "Can this side still checkmate?" on positions whose answer chess settles by hand (FIDE 5.2.2,
 * 6.9, 9.6.2; RULES-NOTES §5), including the examples of the issue.
 */
class HelpmateQuestionTest {
    private static final HelpmateQuestion QUESTION = new HelpmateQuestion(Chess.LEGALITY);
    private static final MateBudget BOARD = MateBudget.board();
    private static final MateBudget CLOCK = MateBudget.clock();

    private static MateAnswer ask(String fen, Color mater, MateBudget budget) {
        return QUESTION.canMate(Chess.fen(fen), mater, budget);
    }

    private static void assertMates(String fen, Color mater, MateBudget budget) {
        MateAnswer answer = ask(fen, mater, budget);
        assertEquals(MateVerdict.YES, answer.verdict(), () -> mater + " can mate in " + fen);
        assertTrue(Chess.matesBy(Chess.fen(fen), answer.line(), mater), () -> "line " + answer.line() + " from " + fen);
    }

    private static void assertCannot(String fen, Color mater, MateBudget budget, MateReason reason) {
        MateAnswer answer = ask(fen, mater, budget);
        assertEquals(MateVerdict.NO, answer.verdict(), () -> mater + " cannot mate in " + fen);
        assertEquals(reason, answer.reason(), () -> "the proof for " + mater + " in " + fen);
    }

    @Test
    void queenCheckWhoseOnlyReplyTakesTheQueenLeavesADeadPosition() {
        Position position = Chess.fen("8/8/8/8/8/3k4/1q6/1K6 w - - 0 1");
        assertTrue(QUESTION.deadPosition(position, BOARD).isDead());
        assertCannot("8/8/8/8/8/3k4/1q6/1K6 w - - 0 1", Color.BLACK, BOARD, MateReason.SEARCH);
    }

    @Test
    void knightAgainstKnightCanMateOnTheBoardAlone() {
        assertMates("4k1n1/8/8/8/8/8/8/4K1N1 w - - 146 80", Color.WHITE, BOARD);
        assertMates("4k1n1/8/8/8/8/8/8/4K1N1 w - - 146 80", Color.BLACK, BOARD);
    }

    @Test
    void knightAgainstKnightCannotMateBeforeTheSeventyFiveMoveRule() {
        assertCannot("4k1n1/8/8/8/8/8/8/4K1N1 w - - 146 80", Color.WHITE, CLOCK, MateReason.SEVENTY_FIVE_MOVES);
        assertCannot("4k1n1/8/8/8/8/8/8/4K1N1 w - - 146 80", Color.BLACK, CLOCK, MateReason.SEVENTY_FIVE_MOVES);
    }

    @Test
    void aClockAwareProofThatNeverReachedTheSeventyFiveMoveLimitIsASearchProof() {
        assertCannot("8/8/8/8/8/3k4/1q5P/1K6 w - - 0 1", Color.BLACK, CLOCK, MateReason.SEARCH);
    }

    @Test
    void aForcedLineEndingOnTheHundredAndFiftiethHalfMoveIsASeventyFiveMoveProof() {
        assertCannot("k7/8/1K6/8/8/8/8/7R b - - 149 120", Color.WHITE, CLOCK, MateReason.SEVENTY_FIVE_MOVES);
    }

    @Test
    void knightAgainstKnightIsNotADeadPositionWhateverTheClock() {
        assertFalse(QUESTION.deadPosition(Chess.fen("4k1n1/8/8/8/8/8/8/4K1N1 w - - 146 80"), CLOCK).isDead());
    }

    @Test
    void mateOnTheHundredAndFiftiethHalfMoveCountsForTheClockAwareQuestion() {
        assertMates("k7/8/1K6/8/8/8/8/7R w - - 149 120", Color.WHITE, CLOCK);
    }

    @Test
    void checkmateOnTheBoardIsAYesWithAnEmptyLineForTheMatingSide() {
        MateAnswer answer = ask("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", Color.BLACK, BOARD);
        assertEquals(MateVerdict.YES, answer.verdict());
        assertTrue(answer.line().isEmpty());
    }

    @Test
    void checkmateOnTheBoardIsAGameOverNoForTheMatedSide() {
        assertCannot("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", Color.WHITE, BOARD,
                MateReason.GAME_OVER);
    }

    @Test
    void stalemateIsAGameOverNoForBothSides() {
        assertCannot("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", Color.WHITE, BOARD, MateReason.GAME_OVER);
        assertCannot("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", Color.BLACK, BOARD, MateReason.GAME_OVER);
    }

    @Test
    void kingAndRookCanMateALoneKing() {
        assertMates("8/8/8/4k3/8/8/8/R3K3 w - - 0 1", Color.WHITE, BOARD);
    }

    @Test
    void aLoneKingCannotMateByMaterial() {
        assertCannot("8/8/8/4k3/8/8/8/R3K3 w - - 0 1", Color.BLACK, BOARD, MateReason.MATERIAL);
    }

    @Test
    void kingAndTwoKnightsCanHelpmateALoneKing() {
        assertMates("8/8/8/4k3/8/8/8/1N2K1N1 w - - 0 1", Color.WHITE, BOARD);
    }

    @Test
    void kingAndKnightCannotMateALoneKingByMaterial() {
        assertCannot("8/8/8/4k3/8/8/8/4K1N1 w - - 0 1", Color.WHITE, BOARD, MateReason.MATERIAL);
    }

    @Test
    void kingAndBishopCanMateWhenTheDefendersOwnPawnBlocksItsKing() {
        assertMates("k7/p1K5/4B3/8/8/8/8/8 w - - 0 1", Color.WHITE, BOARD);
    }

    @Test
    void lockedPawnsWithBareKingsAreClosedBySearch() {
        assertCannot("4k3/8/8/1p1p1p1p/1P1P1P1P/8/4K3/8 b - - 0 1", Color.WHITE, BOARD, MateReason.SEARCH);
        assertCannot("4k3/8/8/1p1p1p1p/1P1P1P1P/8/4K3/8 b - - 0 1", Color.BLACK, BOARD, MateReason.SEARCH);
    }

    @Test
    void aTinyNodeBudgetAnswersUnknownRatherThanGuessing() {
        MateAnswer answer = ask("4k3/8/8/1p1p1p1p/1P1P1P1P/8/4K3/8 b - - 0 1", Color.WHITE, BOARD.withNodes(50));
        assertEquals(MateVerdict.UNKNOWN, answer.verdict());
        assertEquals(MateReason.BUDGET, answer.reason());
    }

    @Test
    void aCheckmateReachedOnlyByForcedMovesIsAYesWithThoseMoves() {
        // Black's only move is Kh8; then Qg7 or Qh7 mates.
        assertMates("6k1/5Q2/6K1/8/8/8/8/8 b - - 0 1", Color.WHITE, BOARD);
    }
}
