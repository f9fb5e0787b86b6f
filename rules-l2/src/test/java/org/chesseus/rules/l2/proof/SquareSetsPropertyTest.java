package org.chesseus.rules.l2.proof;

import static org.junit.jupiter.api.Assertions.assertEquals;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * {@link SquareSets#fillPassing} against an independent oracle: a breadth-first search over the
 * slider's moves on the 8x8 grid (file and rank steps, no bitboards), where a move runs along a
 * ray over passable squares and may end on any of them but those to be passed only.
 */
class SquareSetsPropertyTest {
    private static final int[][] STEPS = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {-1, -1}, {1, -1}, {-1, 1}};

    @Property(tries = 2000)
    void aFillThatMayOnlyPassSomeSquaresStopsWhereTheSlidersMovesStop(@ForAll @IntRange(min = 2, max = 4) int type,
            @ForAll @IntRange(min = 0, max = 63) int from, @ForAll long passable, @ForAll long passOnly, @ForAll long dense) {
        // Mostly passable boards: a random mask with more ones than zeros.
        long open = passable | dense;
        long start = 1L << from;
        assertEquals(oracle(type, from, open, passOnly & ~start), SquareSets.fillPassing(type, start, open, passOnly & ~start));
    }

    @Property(tries = 500)
    void withNothingToPassOnlyItIsTheFill(@ForAll @IntRange(min = 2, max = 4) int type,
            @ForAll @IntRange(min = 0, max = 63) int from, @ForAll long passable, @ForAll long dense) {
        long open = passable | dense;
        assertEquals(SquareSets.fill(type, 1L << from, open), SquareSets.fillPassing(type, 1L << from, open, 0));
    }

    private static long oracle(int type, int from, long passable, long passOnly) {
        boolean[] reached = new boolean[64];
        int[] queue = new int[64];
        int head = 0;
        int tail = 0;
        reached[from] = true;
        queue[tail++] = from;
        while (head < tail) {
            int square = queue[head++];
            for (int d = 0; d < 8; d++) {
                boolean diagonal = d >= 4;
                if (type == 2 && !diagonal || type == 3 && diagonal) {
                    continue;
                }
                int file = square % 8 + STEPS[d][0];
                int rank = square / 8 + STEPS[d][1];
                while (file >= 0 && file < 8 && rank >= 0 && rank < 8 && (passable >>> (rank * 8 + file) & 1) != 0) {
                    int to = rank * 8 + file;
                    if ((passOnly >>> to & 1) == 0 && !reached[to]) {
                        reached[to] = true;
                        queue[tail++] = to;
                    }
                    file += STEPS[d][0];
                    rank += STEPS[d][1];
                }
            }
        }
        long set = 0;
        for (int square = 0; square < 64; square++) {
            set |= reached[square] ? 1L << square : 0;
        }
        return set;
    }
}
