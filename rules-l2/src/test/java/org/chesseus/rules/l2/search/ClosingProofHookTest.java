package org.chesseus.rules.l2.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chesseus.api.Color;
import org.chesseus.api.mate.MateAnswer;
import org.chesseus.api.mate.MateBudget;
import org.chesseus.api.mate.MateReason;
import org.chesseus.api.mate.MateVerdict;
import org.junit.jupiter.api.Test;

/**
 * The static-proof hook (RULES-NOTES §5, branch 2) as the question uses it: at the position asked
 * about it answers {@code blockade}; after a capture it closes the line at once. The proof here is
 * a stand-in that recognises one blockade — locked pawns on b, d, f and h with bare kings, which
 * neither king can ever reach — by its pawns and the absence of any other man.
 */
class ClosingProofHookTest {
    private static final long LOCKED_PAWNS = 0x0000_00AA_AA00_0000L;
    private static final ClosingProof LOCKED = (board, mater) -> (board.pieces(0) | board.pieces(6)) == LOCKED_PAWNS
            && Long.bitCount(board.occupied()) == 10;
    private static final HelpmateQuestion QUESTION = new HelpmateQuestion(Chess.LEGALITY,
            ClosingProof.material().or(LOCKED), SearchTuning.standard());

    @Test
    void aStaticProofAtThePositionAskedAboutAnswersBlockade() {
        MateAnswer answer = QUESTION.canMate(Chess.fen("4k3/8/8/1p1p1p1p/1P1P1P1P/8/4K3/8 b - - 0 1"), Color.WHITE,
                MateBudget.board());
        assertEquals(MateVerdict.NO, answer.verdict());
        assertEquals(MateReason.BLOCKADE, answer.reason());
    }

    @Test
    void aStaticProofClosesTheLineRightAfterTheForcedCaptureOfTheQueen() {
        MateAnswer answer = QUESTION.canMate(Chess.fen("7k/8/8/1p1p1p1p/1P1P1P1P/8/6q1/7K w - - 0 1"), Color.BLACK,
                MateBudget.board());
        assertEquals(MateVerdict.NO, answer.verdict());
        assertEquals(MateReason.SEARCH, answer.reason());
        assertTrue(answer.nodes() <= 2, () -> answer.nodes() + " nodes: the kings were walked instead");
    }
}
