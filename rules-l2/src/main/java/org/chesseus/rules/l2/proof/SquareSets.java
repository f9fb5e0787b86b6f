package org.chesseus.rules.l2.proof;

/**
 * Geometry on 64-bit square sets (bit = {@link org.chesseus.api.Square#ordinal()}, a1 = 0): the
 * squares one step away in the ways each piece moves, flood fills over passable squares, and rays
 * cut at the first blocker. Pure functions over precomputed tables; nothing allocates.
 */
final class SquareSets {
    static final long ALL = -1L;
    static final long FILE_A = 0x0101010101010101L;
    static final long FILE_H = FILE_A << 7;
    static final long RANK_1 = 0xFFL;
    static final long RANK_8 = RANK_1 << 56;
    /** Dark squares (a1 is dark). */
    static final long DARK = 0xAA55AA55AA55AA55L;

    /** Ray directions as (file, rank) steps: 0–3 orthogonal, 4–7 diagonal; {@code d ^ 1} is the opposite. */
    private static final int[][] DIRECTIONS = {
        {0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {-1, -1}, {1, -1}, {-1, 1},
    };
    private static final long[][] RAYS = new long[8][64];
    private static final long[] KING = new long[64];
    private static final long[] KNIGHT = new long[64];

    static {
        for (int square = 0; square < 64; square++) {
            long single = 1L << square;
            KING[square] = kingSpread(single);
            KNIGHT[square] = knightSpread(single);
            for (int d = 0; d < 8; d++) {
                RAYS[d][square] = ray(square, DIRECTIONS[d][0], DIRECTIONS[d][1]);
            }
        }
    }

    private SquareSets() {
    }

    private static long ray(int square, int df, int dr) {
        long ray = 0;
        int file = (square & 7) + df;
        int rank = (square >>> 3) + dr;
        while (file >= 0 && file < 8 && rank >= 0 && rank < 8) {
            ray |= 1L << (rank * 8 + file);
            file += df;
            rank += dr;
        }
        return ray;
    }

    static long bit(int square) {
        return 1L << square;
    }

    static long king(int square) {
        return KING[square];
    }

    static long knight(int square) {
        return KNIGHT[square];
    }

    static long orthogonalSpread(long set) {
        return set << 8 | set >>> 8 | (set << 1) & ~FILE_A | (set >>> 1) & ~FILE_H;
    }

    static long diagonalSpread(long set) {
        return (set << 9 | set >>> 7) & ~FILE_A | (set << 7 | set >>> 9) & ~FILE_H;
    }

    static long kingSpread(long set) {
        return orthogonalSpread(set) | diagonalSpread(set);
    }

    static long knightSpread(long set) {
        long notA = ~FILE_A;
        long notH = ~FILE_H;
        long notAb = ~(FILE_A | FILE_A << 1);
        long notGh = ~(FILE_H | FILE_H >>> 1);
        return (set << 17 | set >>> 15) & notA | (set << 15 | set >>> 17) & notH
                | (set << 10 | set >>> 6) & notAb | (set << 6 | set >>> 10) & notGh;
    }

    /** One step forward for pawns of {@code color} (0 White, 1 Black). */
    static long forward(long set, int color) {
        return color == 0 ? set << 8 : set >>> 8;
    }

    /** The squares pawns of {@code color} on {@code set} attack. */
    static long pawnAttacks(long set, int color) {
        long ahead = forward(set, color);
        return (ahead << 1) & ~FILE_A | (ahead >>> 1) & ~FILE_H;
    }

    /** The rank a pawn of {@code color} promotes on. */
    static long lastRank(int color) {
        return color == 0 ? RANK_8 : RANK_1;
    }

    /** One step in the ways a piece of this type (1 knight … 5 king; not pawns) moves. */
    static long spread(int type, long set) {
        switch (type) {
            case 1:
                return knightSpread(set);
            case 2:
                return diagonalSpread(set);
            case 3:
                return orthogonalSpread(set);
            default:
                return kingSpread(set);
        }
    }

    /**
     * Every square a piece of this type (not a pawn) can reach from {@code from} in any number of
     * moves when it may stop on, and move on from, exactly the squares of {@code passable}. For a
     * slider this equals chaining its ray moves: a ray is a chain of adjacent passable squares.
     */
    static long fill(int type, long from, long passable) {
        long reach = from;
        while (true) {
            long next = reach | spread(type, reach) & passable;
            if (next == reach) {
                return reach;
            }
            reach = next;
        }
    }

    /**
     * Like {@link #fill} for a bishop, rook or queen ({@code type} 2, 3, 4), but the squares of
     * {@code passOnly} may only be passed along a ray, never stopped on (so never turned at): every
     * square it can stop on after any number of moves, each move a ray over passable squares.
     */
    static long fillPassing(int type, long from, long passable, long passOnly) {
        int first = type == 3 ? 0 : type == 2 ? 4 : 0;
        int last = type == 3 ? 4 : 8;
        long reach = from;
        long todo = from;
        while (todo != 0) {
            int square = Long.numberOfTrailingZeros(todo);
            todo &= todo - 1;
            for (int d = first; d < last; d++) {
                int df = DIRECTIONS[d][0];
                int dr = DIRECTIONS[d][1];
                int file = (square & 7) + df;
                int rank = (square >>> 3) + dr;
                while (file >= 0 && file < 8 && rank >= 0 && rank < 8) {
                    long step = 1L << (rank * 8 + file);
                    if ((passable & step) == 0) {
                        break;
                    }
                    if ((passOnly & step) == 0 && (reach & step) == 0) {
                        reach |= step;
                        todo |= step;
                    }
                    file += df;
                    rank += dr;
                }
            }
        }
        return reach;
    }

    /** The squares along direction {@code d} from {@code square} up to and including the first of {@code blockers}. */
    static long rayTo(int d, int square, long blockers) {
        long ray = RAYS[d][square];
        long hit = ray & blockers;
        if (hit == 0) {
            return ray;
        }
        // Directions 0, 2, 4, 7 increase the square index (north, east, north-east, north-west).
        boolean increasing = d == 0 || d == 2 || d == 4 || d == 7;
        int first = increasing ? Long.numberOfTrailingZeros(hit) : 63 - Long.numberOfLeadingZeros(hit);
        return ray & ~RAYS[d][first];
    }

    /** The squares strictly between {@code a} and {@code b} on a line through both; empty if none. */
    static long between(int a, int b) {
        for (int d = 0; d < 8; d++) {
            if ((RAYS[d][a] >>> b & 1) != 0) {
                return RAYS[d][a] & ~RAYS[d][b] & ~bit(b);
            }
        }
        return 0;
    }

    /** Whether direction {@code d} is diagonal. */
    static boolean diagonal(int d) {
        return d >= 4;
    }
}
