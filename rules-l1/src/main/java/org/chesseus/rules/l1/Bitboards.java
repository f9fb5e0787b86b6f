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

    private Bitboards() {
    }

    static long bit(int square) {
        return 1L << square;
    }

    static int first(long set) {
        return Long.numberOfTrailingZeros(set);
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
