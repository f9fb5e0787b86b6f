package org.chesseus.search.eval;

/**
 * The pawn hash table: the terms of {@link PawnStructure#addPawnTerms} (their middlegame and
 * endgame sums) and the passed pawns, kept by the placement of both sides' pawns. An entry holds
 * the two pawn sets themselves, so a hit is never a collision: the sums read back are exactly the
 * ones that computing them again would give. 8192 entries of four {@code long}s side by side (256 KB,
 * one or two cache lines a probe), replaced always; an empty entry is the correct one of the position
 * without pawns. One table per evaluator: not thread-safe, allocation-free once made.
 */
final class PawnHashTable {
    private static final int BITS = 13;

    /** Per entry: White's pawns, Black's pawns, the passed pawns, the middlegame sum (high half) and endgame sum (low half). */
    private final long[] entries = new long[4 << BITS];

    /** Adds the pawn-only terms of this placement to {@code sum} (from the table or computed and kept); returns the passed pawns. */
    long addPawnTerms(TermSum sum, long white, long black) {
        int index = (int) ((white * 0x9E3779B97F4A7C15L ^ black * 0xC2B2AE3D27D4EB4FL) >>> (64 - BITS)) << 2;
        long[] table = entries;
        if (table[index] == white && table[index + 1] == black) {
            long sums = table[index + 3];
            sum.addSums((int) (sums >> 32), (int) sums);
            return table[index + 2];
        }
        int mg = sum.mg;
        int eg = sum.eg;
        long passed = PawnStructure.addPawnTerms(sum, white, black);
        table[index] = white;
        table[index + 1] = black;
        table[index + 2] = passed;
        table[index + 3] = ((long) (sum.mg - mg) << 32) | ((sum.eg - eg) & 0xFFFF_FFFFL);
        return passed;
    }
}
