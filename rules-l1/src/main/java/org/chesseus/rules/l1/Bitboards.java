package org.chesseus.rules.l1;

/**
 * Constants and one-line helpers for 64-bit square sets, bit {@code i} = square {@code i}
 * ({@code a1} = 0, {@code h8} = 63).
 */
final class Bitboards {
    static final long FILE_A = 0x0101010101010101L;
    static final long FILE_H = FILE_A << 7;
    static final long RANK_1 = 0xFFL;
    static final long RANK_3 = RANK_1 << 16;
    static final long RANK_6 = RANK_1 << 40;
    static final long RANK_8 = RANK_1 << 56;
    static final long PROMOTION_RANKS = RANK_1 | RANK_8;

    /**
     * The system property that says the JVM runs only the first tier of its JIT ({@code
     * -XX:TieredStopAtLevel=1}, as the launcher runs short commands): {@link #first} then finds
     * the lowest square by table.
     */
    static final String FIRST_TIER = "org.chesseus.firstTier";
    /**
     * Whether {@link #first} reads a table: HotSpot's first tier compiles {@code
     * Long.numberOfTrailingZeros} as a call into some fifteen operations (a tenth of a cold batch
     * of mate questions), the optimising compiler as one instruction (the table would cost the
     * warm search 3%). Read once, so the compiled code holds only the branch taken.
     */
    private static final boolean BY_TABLE = Boolean.getBoolean(FIRST_TIER);
    private static final long DE_BRUIJN = 0x03F7_9D71_B4CB_0A89L;
    private static final byte[] LOWEST = lowest();

    private Bitboards() {
    }

    private static byte[] lowest() {
        byte[] lowest = new byte[64];
        for (int i = 0; i < 64; i++) {
            lowest[(int) ((1L << i) * DE_BRUIJN >>> 58)] = (byte) i;
        }
        return lowest;
    }

    static long bit(int square) {
        return 1L << square;
    }

    /** The lowest square of a non-empty set. */
    static int first(long set) {
        return BY_TABLE ? firstByTable(set) : Long.numberOfTrailingZeros(set);
    }

    /** {@link #first} by De Bruijn multiplication: the lowest bit alone, times the sequence, indexes a table. */
    static int firstByTable(long set) {
        return LOWEST[(int) ((set & -set) * DE_BRUIJN >>> 58)];
    }

    static boolean more(long set) {
        return (set & (set - 1)) != 0;
    }

    static int file(int square) {
        return square & 7;
    }

    static int rank(int square) {
        return square >>> 3;
    }

    static boolean onBoard(int file, int rank) {
        return file >= 0 && file < 8 && rank >= 0 && rank < 8;
    }
}
