package org.chesseus.search;

import java.util.Arrays;

/**
 * The moves searched at the root, best first once an iteration has ranked them, each with its last
 * score and the line it leads to (for {@code MultiPV} and the ponder move).
 */
final class RootMoves {
    private static final int LINE = Scores.MAX_PLY + 2;

    private final int[] moves;
    private final int[] scores;
    private final int[] lines;
    private final int[] lengths;
    private final long[] nodes;
    private final int count;

    /** The root moves, in the order given (the first is played if nothing finishes). */
    RootMoves(int[] moves, int count) {
        this.moves = Arrays.copyOf(moves, Math.max(count, 1));
        this.count = count;
        this.scores = new int[Math.max(count, 1)];
        this.lines = new int[Math.max(count, 1) * LINE];
        this.lengths = new int[Math.max(count, 1)];
        this.nodes = new long[Math.max(count, 1)];
        Arrays.fill(scores, -Scores.INFINITE);
        for (int i = 0; i < count; i++) {
            lines[i * LINE] = moves[i];
            lengths[i] = 1;
        }
    }

    int count() {
        return count;
    }

    int move(int index) {
        return moves[index];
    }

    int score(int index) {
        return scores[index];
    }

    /** The nodes searched below the move at {@code index} since {@link #clearNodes()} (the iteration's). */
    long nodes(int index) {
        return nodes[index];
    }

    /** Counts {@code searched} more nodes below the move at {@code index}. */
    void addNodes(int index, long searched) {
        nodes[index] += searched;
    }

    /** Starts an iteration's node counts from zero. */
    void clearNodes() {
        Arrays.fill(nodes, 0);
    }

    /** The line of the move at {@code index}, its first move first. */
    int[] line(int index) {
        return Arrays.copyOfRange(lines, index * LINE, index * LINE + lengths[index]);
    }

    /**
     * The move at {@code index} scored {@code score} with the line {@code pv[0, length)}: it moves
     * to {@code first}, the moves between shift down one place.
     */
    void promote(int index, int first, int score, int[] pv, int length) {
        int move = moves[index];
        long spent = nodes[index];
        for (int i = index; i > first; i--) {
            moves[i] = moves[i - 1];
            scores[i] = scores[i - 1];
            lengths[i] = lengths[i - 1];
            nodes[i] = nodes[i - 1];
            System.arraycopy(lines, (i - 1) * LINE, lines, i * LINE, LINE);
        }
        moves[first] = move;
        scores[first] = score;
        nodes[first] = spent;
        int n = Math.max(1, Math.min(length, LINE));
        System.arraycopy(pv, 0, lines, first * LINE, n);
        lines[first * LINE] = move;
        lengths[first] = n;
    }

    /** Orders the first {@code k} moves by score, best first, keeping the order of equal scores (MultiPV lines). */
    void sortFirst(int k) {
        for (int i = 1; i < k; i++) {
            int j = i;
            while (j > 0 && scores[j - 1] < scores[i]) {
                j--;
            }
            if (j < i) {
                promote(i, j, scores[i], Arrays.copyOfRange(lines, i * LINE, i * LINE + lengths[i]), lengths[i]);
            }
        }
    }
}
