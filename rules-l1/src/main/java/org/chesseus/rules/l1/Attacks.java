package org.chesseus.rules.l1;

/**
 * Attack tables: knight, king and pawn attacks per square, sliding attacks through {@link
 * SlidingAttacks}, and the squares between and on the line through two squares. Built once, read
 * by every board; each table has a brute-force test.
 */
final class Attacks {
    static final long[] KNIGHT = new long[64];
    static final long[] KING = new long[64];
    /** {@code PAWN[color * 64 + square]}: the squares a pawn of that colour on that square attacks. */
    static final long[] PAWN = new long[128];
    /** {@code BETWEEN[a * 64 + b]}: squares strictly between a and b on a line, else empty. */
    static final long[] BETWEEN = new long[64 * 64];
    /** {@code LINE[a * 64 + b]}: the whole line through a and b (both included), else empty. */
    static final long[] LINE = new long[64 * 64];

    private static final int[][] KNIGHT_STEPS = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    private static final int[][] KING_STEPS = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};

    static {
        for (int sq = 0; sq < 64; sq++) {
            KNIGHT[sq] = steps(sq, KNIGHT_STEPS);
            KING[sq] = steps(sq, KING_STEPS);
            PAWN[sq] = steps(sq, new int[][] {{-1, 1}, {1, 1}});
            PAWN[64 + sq] = steps(sq, new int[][] {{-1, -1}, {1, -1}});
        }
        for (int a = 0; a < 64; a++) {
            for (int[] dir : KING_STEPS) {
                long ray = 0;
                int f = Bitboards.file(a) + dir[0];
                int r = Bitboards.rank(a) + dir[1];
                while (Bitboards.onBoard(f, r)) {
                    int b = r * 8 + f;
                    BETWEEN[a * 64 + b] = ray;
                    ray |= Bitboards.bit(b);
                    f += dir[0];
                    r += dir[1];
                }
                long full = fullLine(a, dir);
                for (long s = full & ~Bitboards.bit(a); s != 0; s &= s - 1) {
                    LINE[a * 64 + Bitboards.first(s)] = full;
                }
            }
        }
    }

    private Attacks() {
    }

    static long pawn(int color, int square) {
        return PAWN[(color << 6) + square];
    }

    static long between(int a, int b) {
        return BETWEEN[(a << 6) + b];
    }

    static long line(int a, int b) {
        return LINE[(a << 6) + b];
    }

    static long rook(int square, long occupied) {
        return SlidingAttacks.rook(square, occupied);
    }

    static long bishop(int square, long occupied) {
        return SlidingAttacks.bishop(square, occupied);
    }

    static long queen(int square, long occupied) {
        return SlidingAttacks.rook(square, occupied) | SlidingAttacks.bishop(square, occupied);
    }

    private static long steps(int sq, int[][] steps) {
        long set = 0;
        for (int[] step : steps) {
            int f = Bitboards.file(sq) + step[0];
            int r = Bitboards.rank(sq) + step[1];
            if (Bitboards.onBoard(f, r)) {
                set |= Bitboards.bit(r * 8 + f);
            }
        }
        return set;
    }

    private static long fullLine(int a, int[] dir) {
        long set = Bitboards.bit(a);
        for (int sign = -1; sign <= 1; sign += 2) {
            int f = Bitboards.file(a) + sign * dir[0];
            int r = Bitboards.rank(a) + sign * dir[1];
            while (Bitboards.onBoard(f, r)) {
                set |= Bitboards.bit(r * 8 + f);
                f += sign * dir[0];
                r += sign * dir[1];
            }
        }
        return set;
    }
}
