package org.chesseus.search.eval;

/**
 * Square sets the evaluation looks up: files, the spans in front of and beside a pawn, king zones,
 * distances. Square {@code s} is bit {@code s} (a1 = 0, h8 = 63); colour 0 is White.
 */
final class BoardGeometry {
    static final long FILE_A = 0x0101010101010101L;
    static final long FILE_H = FILE_A << 7;
    static final long[] FILES = new long[8];
    static final long[] ADJACENT_FILES = new long[8];
    /** The squares in front of a square on its file, by colour. */
    static final long[][] FRONT = new long[2][64];
    /** The squares in front of a square on its file and the neighbouring files: a passed pawn's span. */
    static final long[][] PASSED_SPAN = new long[2][64];
    /** The squares on the neighbouring files at a square's rank and behind it: where its supporters stand. */
    static final long[][] SUPPORT_SPAN = new long[2][64];
    /** The king's square and the squares around it. */
    static final long[] KING_ZONE = new long[64];
    /** Chebyshev distance between two squares (king moves). */
    static final int[][] DISTANCE = new int[64][64];

    static {
        for (int file = 0; file < 8; file++) {
            FILES[file] = FILE_A << file;
        }
        for (int file = 0; file < 8; file++) {
            ADJACENT_FILES[file] = (file > 0 ? FILES[file - 1] : 0) | (file < 7 ? FILES[file + 1] : 0);
        }
        for (int square = 0; square < 64; square++) {
            spans(square);
            for (int other = 0; other < 64; other++) {
                DISTANCE[square][other] = Math.max(Math.abs((square & 7) - (other & 7)),
                        Math.abs((square >>> 3) - (other >>> 3)));
                if (DISTANCE[square][other] <= 1) {
                    KING_ZONE[square] |= 1L << other;
                }
            }
        }
    }

    private BoardGeometry() {
    }

    private static void spans(int square) {
        int file = square & 7;
        int rank = square >>> 3;
        for (int other = 0; other < 64; other++) {
            int otherRank = other >>> 3;
            long bit = 1L << other;
            boolean sameFile = (other & 7) == file;
            boolean beside = (ADJACENT_FILES[file] & bit) != 0;
            if (sameFile && otherRank > rank) {
                FRONT[0][square] |= bit;
            }
            if (sameFile && otherRank < rank) {
                FRONT[1][square] |= bit;
            }
            if ((sameFile || beside) && otherRank > rank) {
                PASSED_SPAN[0][square] |= bit;
            }
            if ((sameFile || beside) && otherRank < rank) {
                PASSED_SPAN[1][square] |= bit;
            }
            if (beside && otherRank <= rank) {
                SUPPORT_SPAN[0][square] |= bit;
            }
            if (beside && otherRank >= rank) {
                SUPPORT_SPAN[1][square] |= bit;
            }
        }
    }

    /** The squares the pawns of {@code pawns}, of colour {@code color}, attack. */
    static long pawnAttacks(long pawns, int color) {
        return color == 0
                ? ((pawns & ~FILE_A) << 7) | ((pawns & ~FILE_H) << 9)
                : ((pawns & ~FILE_A) >>> 9) | ((pawns & ~FILE_H) >>> 7);
    }

    /** The squares two pawns of {@code pawns}, of colour {@code color}, attack at once. */
    static long pawnDoubleAttacks(long pawns, int color) {
        return color == 0
                ? ((pawns & ~FILE_A) << 7) & ((pawns & ~FILE_H) << 9)
                : ((pawns & ~FILE_A) >>> 9) & ((pawns & ~FILE_H) >>> 7);
    }

    /** The rank of a square as seen by {@code color}: 0 its first rank … 7 its last. */
    static int relativeRank(int square, int color) {
        return color == 0 ? square >>> 3 : 7 - (square >>> 3);
    }
}
