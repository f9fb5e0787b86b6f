package org.chesseus.search.eval;

import java.util.Arrays;

/**
 * The running middlegame and endgame sums of one evaluation: every term adds {@code count × weight}
 * to both. When tracing (for the tuner) it also keeps each term's count, so that the evaluation can be
 * written as the dot product of counts and weights.
 */
final class TermSum {
    private final int[] mgWeights;
    private final int[] egWeights;
    private final int[] counts;
    int mg;
    int eg;

    TermSum(Weights weights, boolean tracing) {
        mgWeights = weights.middlegame();
        egWeights = weights.endgame();
        counts = tracing ? new int[Terms.COUNT] : null;
    }

    void reset() {
        mg = 0;
        eg = 0;
        if (counts != null) {
            Arrays.fill(counts, 0);
        }
    }

    void add(int term, int count) {
        mg += mgWeights[term] * count;
        eg += egWeights[term] * count;
        if (counts != null) {
            counts[term] += count;
        }
    }

    /** Adds sums computed before (a {@link PawnHashTable} hit); only when not tracing, as no counts come with them. */
    void addSums(int middlegame, int endgame) {
        mg += middlegame;
        eg += endgame;
    }

    /** The counts of the last evaluation by term (White minus Black), or {@code null} when not tracing. */
    int[] counts() {
        return counts;
    }
}
