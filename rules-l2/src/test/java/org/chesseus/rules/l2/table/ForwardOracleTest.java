package org.chesseus.rules.l2.table;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.chesseus.api.Color;
import org.chesseus.api.PieceType;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Every position of KRvK and KQvK (no symmetry folded, Black's king anywhere) answered by the
 * retrograde table exactly as by {@link ForwardSolver}, which uses layer l1's move generator and a
 * plain forward iteration; the longest mates are the published ones (16 and 10 moves).
 */
class ForwardOracleTest {

    @Test
    void rookTableAgreesWithForwardIterationOnEveryPosition() {
        agree(PieceType.ROOK);
    }

    @Test
    @Tag("conformance")
    void queenTableAgreesWithForwardIterationOnEveryPosition() {
        agree(PieceType.QUEEN);
    }

    private static void agree(PieceType piece) {
        ForwardSolver solver = new ForwardSolver(piece);
        int longest = -1;
        int compared = 0;
        for (int index = 0; index < ForwardSolver.size(); index++) {
            if (solver.position(index) == null) {
                continue;
            }
            TableAnswer answer = EndgameTables.shared().forcedMate(solver.position(index), Color.WHITE).orElseThrow();
            String fen = solver.position(index).toString();
            assertEquals(solver.value(index), answer.mate() ? answer.plies() : ForwardSolver.NONE, fen);
            if ((index & 1) == 0) {
                longest = Math.max(longest, solver.value(index));
            }
            compared++;
        }
        assertEquals(piece == PieceType.ROOK ? 31 : 19, longest, "mate in 16 (rook) or 10 (queen) moves");
        assertEquals(true, compared > 300_000, "positions compared: " + compared);
    }
}
