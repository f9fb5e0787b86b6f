package org.chesseus.rules.l2.search;

import java.util.Arrays;
import org.chesseus.api.SearchBoard;

/**
 * The closing proof as the searches of one question ask it: each position at most once (an exact
 * {@link PositionTable} keeps the answers, for the searches meet the same positions again and
 * again), and not at all where it is bound to fail again.
 *
 * <p>The gate: positions are grouped by what the blockade proof's answer mostly depends on — the
 * pawns and the count of each piece — and a group in which the proof has failed
 * {@link #FAILURES} times and never succeeded is not asked again in this question. Measured on
 * CHA-Solver's labelled positions, the proof's answer within such a group is so steady that the
 * gate cuts more than half of the calls and changes no answer of the question. The gate only ever
 * skips a proof, so it costs pruning, never soundness: a line left open is searched on.
 */
final class ProofTable {
    /** Failures of the proof in a group after which the group is no longer asked. */
    static final int FAILURES = 4;
    private static final int GROUP_BITS = 12;

    private final PositionTable answers;
    private final int[] failures = new int[1 << GROUP_BITS];

    ProofTable(int tableBits) {
        answers = new PositionTable(tableBits);
    }

    /** Forgets every answer: a new question. */
    void clear() {
        answers.clear();
        Arrays.fill(failures, 0);
    }

    /** Whether {@code proof} says that {@code mater} can no longer mate from the board's position. */
    boolean proven(ClosingProof proof, SearchBoard board, int mater) {
        int slot = answers.find(board);
        if (slot >= 0) {
            return answers.value(slot) != 0;
        }
        int group = group(board);
        if (failures[group] >= FAILURES) {
            return false;
        }
        boolean proven = proof.cannotMate(board, mater);
        // A success shuts the gate of its group for good (the count stays negative).
        failures[group] = proven ? Integer.MIN_VALUE : failures[group] + 1;
        answers.insert(board, proven ? 1 : 0);
        return proven;
    }

    /** A hash of the pawns and the count of every other piece. */
    private static int group(SearchBoard board) {
        long hash = board.pieces(0) * 0x9E37_79B9_7F4A_7C15L + board.pieces(6) * 0xC2B2_AE3D_27D4_EB4FL;
        for (int piece = 1; piece < 12; piece++) {
            hash = (hash + Long.bitCount(board.pieces(piece))) * 0x1656_67B1_9E37_79F9L;
        }
        return (int) (hash >>> (64 - GROUP_BITS));
    }
}
