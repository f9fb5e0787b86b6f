package org.chesseus.search.eval;

/**
 * The pawn hash table: the terms of {@link PawnStructure#addPawnTerms} (their middlegame and
 * endgame sums) and the passed pawns, kept by the placement of both sides' pawns. An entry holds
 * the two pawn sets themselves, so a hit is never a collision: the sums read back are exactly the
 * ones that computing them again would give. 8192 entries (256 KB), replaced always; an empty
 * entry is the correct one of the position without pawns. One table per evaluator: not
 * thread-safe, allocation-free once made.
 */
final class PawnHashTable {
    private static final int BITS = 13;

    private final long[] whitePawns = new long[1 << BITS];
    private final long[] blackPawns = new long[1 << BITS];
    private final long[] passedPawns = new long[1 << BITS];
    private final int[] middlegame = new int[1 << BITS];
    private final int[] endgame = new int[1 << BITS];

    /** Adds the pawn-only terms of this placement to {@code sum} (from the table or computed and kept); returns the passed pawns. */
    long addPawnTerms(TermSum sum, long white, long black) {
        int index = (int) ((white * 0x9E3779B97F4A7C15L ^ black * 0xC2B2AE3D27D4EB4FL) >>> (64 - BITS));
        if (whitePawns[index] == white && blackPawns[index] == black) {
            sum.addSums(middlegame[index], endgame[index]);
            return passedPawns[index];
        }
        int mg = sum.mg;
        int eg = sum.eg;
        long passed = PawnStructure.addPawnTerms(sum, white, black);
        whitePawns[index] = white;
        blackPawns[index] = black;
        passedPawns[index] = passed;
        middlegame[index] = sum.mg - mg;
        endgame[index] = sum.eg - eg;
        return passed;
    }
}
