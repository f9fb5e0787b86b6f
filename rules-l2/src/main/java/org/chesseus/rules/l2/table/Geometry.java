package org.chesseus.rules.l2.table;

/**
 * The geometry the tables move pieces with: king and knight steps, the squares between two squares
 * on a line, and attacks of each piece type on an occupancy. Squares are 0-63, a1 = 0, rank × 8 +
 * file. Piece types are numbered as {@link org.chesseus.api.PieceType}: pawn 0 … king 5. In table
 * coordinates the mater is side 0 and the defender side 1, whose pawns move towards rank 1.
 */
final class Geometry {
    static final int PAWN = 0;
    static final int KNIGHT = 1;
    static final int BISHOP = 2;
    static final int ROOK = 3;
    static final int QUEEN = 4;
    static final int KING = 5;

    static final long[] KING_STEPS = steps(new int[][] {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}});
    static final long[] KNIGHT_STEPS = steps(new int[][] {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}});
    /** Squares strictly between two squares on a rank, file or diagonal; -1 (all set) when not on a line. */
    private static final long[] BETWEEN = between();
    private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}, {1, 1}, {-1, 1}, {-1, -1}, {1, -1}};

    private Geometry() {
    }

    /** Whether a piece of {@code type} and {@code side} on {@code from} attacks {@code target}. */
    static boolean attacks(int type, int side, int from, int target, long occupied) {
        switch (type) {
            case KING:
                return (KING_STEPS[from] & (1L << target)) != 0;
            case KNIGHT:
                return (KNIGHT_STEPS[from] & (1L << target)) != 0;
            case PAWN:
                return pawnAttacks(side, from, target);
            default:
                return slides(type, from, target) && (BETWEEN[from * 64 + target] & occupied) == 0;
        }
    }

    /** The squares a piece of {@code type} (not a pawn) reaches from {@code from}, moving or capturing. */
    static long reach(int type, int from, long occupied) {
        if (type == KING) {
            return KING_STEPS[from];
        }
        if (type == KNIGHT) {
            return KNIGHT_STEPS[from];
        }
        long reached = 0;
        int first = type == BISHOP ? 4 : 0;
        int last = type == ROOK ? 4 : 8;
        for (int d = first; d < last; d++) {
            int file = (from & 7) + DIRECTIONS[d][0];
            int rank = (from >> 3) + DIRECTIONS[d][1];
            while (file >= 0 && file < 8 && rank >= 0 && rank < 8) {
                int square = rank * 8 + file;
                reached |= 1L << square;
                if ((occupied & (1L << square)) != 0) {
                    break;
                }
                file += DIRECTIONS[d][0];
                rank += DIRECTIONS[d][1];
            }
        }
        return reached;
    }

    private static boolean pawnAttacks(int side, int from, int target) {
        int forward = side == 0 ? 1 : -1;
        return (target >> 3) == (from >> 3) + forward && Math.abs((target & 7) - (from & 7)) == 1;
    }

    private static boolean slides(int type, int from, int target) {
        long line = BETWEEN[from * 64 + target];
        if (line == -1L || from == target) {
            return false;
        }
        boolean diagonal = (from & 7) != (target & 7) && (from >> 3) != (target >> 3);
        return type == QUEEN || (type == BISHOP) == diagonal;
    }

    private static long[] steps(int[][] deltas) {
        long[] table = new long[64];
        for (int square = 0; square < 64; square++) {
            for (int[] delta : deltas) {
                int file = (square & 7) + delta[0];
                int rank = (square >> 3) + delta[1];
                if (file >= 0 && file < 8 && rank >= 0 && rank < 8) {
                    table[square] |= 1L << (rank * 8 + file);
                }
            }
        }
        return table;
    }

    private static long[] between() {
        long[] table = new long[64 * 64];
        java.util.Arrays.fill(table, -1L);
        for (int from = 0; from < 64; from++) {
            for (int[] direction : new int[][] {{1, 0}, {0, 1}, {-1, 0}, {0, -1}, {1, 1}, {-1, 1}, {-1, -1}, {1, -1}}) {
                long passed = 0;
                int file = (from & 7) + direction[0];
                int rank = (from >> 3) + direction[1];
                while (file >= 0 && file < 8 && rank >= 0 && rank < 8) {
                    int square = rank * 8 + file;
                    table[from * 64 + square] = passed;
                    passed |= 1L << square;
                    file += direction[0];
                    rank += direction[1];
                }
            }
        }
        return table;
    }
}
