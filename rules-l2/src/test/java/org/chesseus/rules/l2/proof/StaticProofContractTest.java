package org.chesseus.rules.l2.proof;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import java.util.Optional;
import org.chesseus.api.SearchBoard;
import org.chesseus.api.mate.MateReason;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The contract of {@link StaticProof}: never a proof against a label, the board left as it was,
 * the reasons reported as the mate question's {@link MateReason}s.
 */
class StaticProofContractTest {

    static List<LabelledPosition> sample() {
        return LabelledSample.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sample")
    void noProofDeniesAMateTheLabelConfirms(LabelledPosition position) {
        SearchBoard board = Boards.of(position.fen());
        for (int side = 0; side < 2; side++) {
            if (position.canMate(side)) {
                int mater = side;
                assertFalse(StaticProof.cannotMate(board, side).proven(), () -> "side " + mater + ": " + position);
                assertFalse(StaticProof.quickBlockade(board, side).proven(), () -> "side " + mater + ": " + position);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sample")
    void theProofsLeaveTheBoardAsItWas(LabelledPosition position) {
        SearchBoard board = Boards.of(position.fen());
        SearchBoard before = board.copy();
        for (int side = 0; side < 2; side++) {
            StaticProof.cannotMate(board, side);
            StaticProof.quickBlockade(board, side);
        }
        assertEquals(true, board.sameIdentity(before), position::toString);
        assertEquals(before.halfmoveClock(), board.halfmoveClock(), position::toString);
    }

    @Test
    void eachProofReportsItsMateReason() {
        assertEquals(Optional.empty(), Proof.NONE.reason());
        assertEquals(Optional.of(MateReason.MATERIAL), Proof.MATERIAL.reason());
        assertEquals(Optional.of(MateReason.BLOCKADE), Proof.BLOCKADE.reason());
        assertEquals(Optional.of(MateReason.GAME_OVER), Proof.GAME_OVER.reason());
    }

    @Test
    void theHalfMoveClockDoesNotCount() {
        // RULES-NOTES §5 / the l2 brief: K+N v K+N can mate on the board, however full the clock.
        SearchBoard board = Boards.of("4k1n1/8/8/8/8/8/8/4K1N1 w - - 146 80");
        assertEquals(Proof.NONE, StaticProof.cannotMate(board, 0));
        assertEquals(Proof.NONE, StaticProof.cannotMate(board, 1));
    }
}
