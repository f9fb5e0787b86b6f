package org.chesseus.rules.l2.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chesseus.api.Color;
import org.chesseus.api.mate.ForcedMateAnswer;
import org.chesseus.api.mate.MateVerdict;
import org.junit.jupiter.api.Test;

/**
 * Forced mates within a bound (the question of US Chess 14E), asked of the search alone and of the
 * question, which reads four pieces or fewer from the endgame tables; mate distances from Stockfish
 * 15.1 ({@code go depth 25}).
 */
class ForcedMateTest {
    private static final HelpmateQuestion QUESTION = new HelpmateQuestion(Chess.LEGALITY);

    private static ForcedMateAnswer ask(String fen, int plies) {
        return QUESTION.forcedMateSearch(Chess.fen(fen), Color.WHITE, plies, 2_000_000);
    }

    private static ForcedMateAnswer askTheQuestion(String fen, int plies) {
        return QUESTION.forcedMate(Chess.fen(fen), Color.WHITE, plies, 2_000_000);
    }

    @Test
    void kingAndQueenForceMateInThreeMoves() {
        ForcedMateAnswer answer = ask("6k1/8/8/5K2/8/8/8/1Q6 w - - 0 1", 9);
        assertEquals(MateVerdict.YES, answer.verdict());
        assertEquals(5, answer.line().size(), "Stockfish: mate in 3 against the longest defence");
        assertTrue(Chess.matesBy(Chess.fen("6k1/8/8/5K2/8/8/8/1Q6 w - - 0 1"), answer.line(), Color.WHITE));
    }

    @Test
    void kingAndQueenHaveNoMateInTwoWhereStockfishNeedsThree() {
        assertEquals(MateVerdict.NO, ask("6k1/8/8/5K2/8/8/8/1Q6 w - - 0 1", 4).verdict());
    }

    @Test
    void kingBishopAndKnightForceMateInFourMovesFromTheCorner() {
        ForcedMateAnswer answer = ask("k7/8/1KN5/8/8/8/8/5B2 w - - 0 1", 7);
        assertEquals(MateVerdict.YES, answer.verdict());
        assertEquals(7, answer.line().size(), "Stockfish: mate in 4 against the longest defence");
        assertTrue(Chess.matesBy(Chess.fen("k7/8/1KN5/8/8/8/8/5B2 w - - 0 1"), answer.line(), Color.WHITE));
    }

    @Test
    void kingBishopAndKnightHaveNoMateInThreeWhereStockfishNeedsFour() {
        assertEquals(MateVerdict.NO, ask("k7/8/1KN5/8/8/8/8/5B2 w - - 0 1", 6).verdict());
    }

    @Test
    void kingAndKnightNeverForceMateAgainstALoneKing() {
        assertEquals(MateVerdict.NO, ask("k7/8/1K6/8/8/8/8/4N3 w - - 0 1", 9).verdict());
    }

    @Test
    void aCheckmateOnTheBoardIsAForcedMateOfNoMoves() {
        ForcedMateAnswer answer = ask("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1", 0);
        assertEquals(MateVerdict.YES, answer.verdict());
        assertTrue(answer.line().isEmpty());
    }

    @Test
    void runningOutOfNodesIsUnknown() {
        ForcedMateAnswer answer = QUESTION.forcedMateSearch(Chess.fen("k7/8/1KN5/8/8/8/8/5B2 w - - 0 1"), Color.WHITE, 7, 100);
        assertEquals(MateVerdict.UNKNOWN, answer.verdict());
    }

    @Test
    void theTablesAnswerFourPiecesExactlyWithTheSearchsLineLength() {
        ForcedMateAnswer answer = askTheQuestion("k7/8/1KN5/8/8/8/8/5B2 w - - 0 1", 7);
        assertEquals(MateVerdict.YES, answer.verdict());
        assertTrue(answer.exact());
        assertEquals(7, answer.line().size(), "Stockfish: mate in 4 against the longest defence");
        assertTrue(Chess.matesBy(Chess.fen("k7/8/1KN5/8/8/8/8/5B2 w - - 0 1"), answer.line(), Color.WHITE));
    }

    @Test
    void aTablesNoIsExactWhereTheSearchsNoHoldsWithinItsBoundOnly() {
        assertTrue(askTheQuestion("k7/8/1K6/8/8/8/8/4N3 w - - 0 1", 9).exact());
        assertFalse(ask("k7/8/1K6/8/8/8/8/4N3 w - - 0 1", 9).exact());
    }

    @Test
    void aTablesMateLongerThanTheBoundIsANoWithinTheBoundThatIsNotExact() {
        ForcedMateAnswer answer = askTheQuestion("6k1/8/8/5K2/8/8/8/1Q6 w - - 0 1", 4);
        assertEquals(MateVerdict.NO, answer.verdict());
        assertFalse(answer.exact(), "Stockfish: mate in 3, beyond 4 half-moves");
    }

    @Test
    void theTablesAnswerWhateverTheNodes() {
        assertEquals(MateVerdict.YES, QUESTION.forcedMate(Chess.fen("k7/8/1KN5/8/8/8/8/5B2 w - - 0 1"), Color.WHITE, 7, 1)
                .verdict());
    }
}
