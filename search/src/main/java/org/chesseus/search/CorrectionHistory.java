package org.chesseus.search;

import java.util.Arrays;
import org.chesseus.api.SearchBoard;

/**
 * What the search learns about the static evaluation's errors: by side to move and pawn placement,
 * a running average of how far the searched score of a node landed from its evaluation. The
 * search adds it to the evaluation before it prunes on it. Updated only where the searched score
 * is trustworthy in that direction (an exact score, or a bound on the side away from the evaluation)
 * and the best move was quiet (a capture's gain is the search's, not an evaluation error).
 */
final class CorrectionHistory {
    private static final int BITS = 14;
    /** Fixed-point scale of the entries: centipawns times this. */
    private static final int GRAIN = 256;
    private static final int WEIGHT_SCALE = 1024;
    private static final int MAX = GRAIN * 32;

    private final int[] entries = new int[2 << BITS];

    void clear() {
        Arrays.fill(entries, 0);
    }

    /** The evaluation {@code eval} of the position on {@code board}, corrected. */
    int correct(SearchBoard board, int eval) {
        return eval + entries[index(board)] / GRAIN;
    }

    /** The node searched to {@code depth} scored {@code searched} where its raw evaluation was {@code eval}. */
    void update(SearchBoard board, int depth, int searched, int eval) {
        int index = index(board);
        int weight = Math.min(depth * depth + 2 * depth + 1, 128);
        int target = Math.max(-MAX, Math.min(MAX, (searched - eval) * GRAIN));
        int value = (int) (((long) entries[index] * (WEIGHT_SCALE - weight) + (long) target * weight) / WEIGHT_SCALE);
        entries[index] = Math.max(-MAX, Math.min(MAX, value));
    }

    private static int index(SearchBoard board) {
        long hash = board.pieces(0) * 0x9E3779B97F4A7C15L ^ board.pieces(6) * 0xC2B2AE3D27D4EB4FL;
        return board.sideToMove() << BITS | (int) (hash >>> (64 - BITS));
    }
}
