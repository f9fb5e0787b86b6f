package org.chesseus.rules.l1;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Every attack table against a construction by hand: steps for the knight, king and pawns (FIDE
 * 3.6, 3.8.1, 3.7.3), rays walked square by square for the sliders (3.2-3.4) on random
 * occupancies, and the squares between and on the line through two squares.
 */
class AttacksTest {
    private static final int[][] KNIGHT_STEPS = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    private static final int[][] KING_STEPS = {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};
    private static final int[][] ROOK_RAYS = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
    private static final int[][] BISHOP_RAYS = {{1, 1}, {1, -1}, {-1, -1}, {-1, 1}};

    @Test
    void knightAttacksAreTheEightLShapedStepsThatStayOnTheBoard() {
        long total = 0;
        for (int sq = 0; sq < 64; sq++) {
            assertEquals(steps(sq, KNIGHT_STEPS), Attacks.KNIGHT[sq], name(sq));
            total += Long.bitCount(Attacks.KNIGHT[sq]);
        }
        assertEquals(336, total, "knight moves over all 64 squares");
    }

    @Test
    void kingAttacksAreTheAdjacentSquares() {
        long total = 0;
        for (int sq = 0; sq < 64; sq++) {
            assertEquals(steps(sq, KING_STEPS), Attacks.KING[sq], name(sq));
            total += Long.bitCount(Attacks.KING[sq]);
        }
        assertEquals(420, total, "king moves over all 64 squares");
    }

    @Test
    void pawnsAttackTheTwoSquaresDiagonallyForward() {
        long white = 0;
        long black = 0;
        for (int sq = 0; sq < 64; sq++) {
            assertEquals(steps(sq, new int[][] {{-1, 1}, {1, 1}}), Attacks.pawn(Board.WHITE, sq), "white " + name(sq));
            assertEquals(steps(sq, new int[][] {{-1, -1}, {1, -1}}), Attacks.pawn(Board.BLACK, sq), "black " + name(sq));
            white += Long.bitCount(Attacks.pawn(Board.WHITE, sq));
            black += Long.bitCount(Attacks.pawn(Board.BLACK, sq));
        }
        assertEquals(98, white);
        assertEquals(98, black);
        assertEquals(bits("a3"), Attacks.pawn(Board.WHITE, square("b2")) & bits("a3"));
        assertEquals(bits("d3", "f3"), Attacks.pawn(Board.BLACK, square("e4")));
    }

    @Test
    void slidingAttacksStopAtTheFirstPieceOnEachRayForRandomOccupancies() {
        Random random = new Random(64);
        for (int sq = 0; sq < 64; sq++) {
            for (int trial = 0; trial < 400; trial++) {
                long occupied = random.nextLong() & random.nextLong() & (trial % 2 == 0 ? random.nextLong() : -1L);
                long rook = rays(sq, occupied, ROOK_RAYS);
                long bishop = rays(sq, occupied, BISHOP_RAYS);
                String where = name(sq) + " with occupancy " + Long.toHexString(occupied);
                assertEquals(rook, Attacks.rook(sq, occupied), where);
                assertEquals(bishop, Attacks.bishop(sq, occupied), where);
                assertEquals(rook | bishop, Attacks.queen(sq, occupied), where);
            }
            assertEquals(14, Long.bitCount(Attacks.rook(sq, 0)), "a rook on an empty board sees 14 squares");
        }
    }

    @Test
    void betweenHoldsTheSquaresStrictlyBetweenTwoAlignedSquares() {
        for (int a = 0; a < 64; a++) {
            for (int b = 0; b < 64; b++) {
                assertEquals(between(a, b), Attacks.between(a, b), name(a) + "-" + name(b));
            }
        }
        assertEquals(bits("c3", "d4", "e5", "f6", "g7"), Attacks.between(square("b2"), square("h8")));
        assertEquals(0L, Attacks.between(square("b1"), square("c3")));
    }

    @Test
    void lineHoldsTheWholeLineThroughTwoAlignedSquares() {
        for (int a = 0; a < 64; a++) {
            for (int b = 0; b < 64; b++) {
                assertEquals(line(a, b), Attacks.line(a, b), name(a) + "-" + name(b));
            }
        }
        assertEquals(bits("a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"), Attacks.line(square("c3"), square("e5")));
    }

    private static long steps(int sq, int[][] steps) {
        long set = 0;
        for (int[] step : steps) {
            int f = sq % 8 + step[0];
            int r = sq / 8 + step[1];
            if (f >= 0 && f < 8 && r >= 0 && r < 8) {
                set |= 1L << (r * 8 + f);
            }
        }
        return set;
    }

    private static long rays(int sq, long occupied, int[][] rays) {
        long set = 0;
        for (int[] ray : rays) {
            for (int f = sq % 8 + ray[0], r = sq / 8 + ray[1]; f >= 0 && f < 8 && r >= 0 && r < 8;
                    f += ray[0], r += ray[1]) {
                set |= 1L << (r * 8 + f);
                if ((occupied & (1L << (r * 8 + f))) != 0) {
                    break;
                }
            }
        }
        return set;
    }

    /** The direction from a to b as a king step, or null when they share no line. */
    private static int[] direction(int a, int b) {
        int df = b % 8 - a % 8;
        int dr = b / 8 - a / 8;
        if (a == b || df != 0 && dr != 0 && Math.abs(df) != Math.abs(dr)) {
            return null;
        }
        return new int[] {Integer.signum(df), Integer.signum(dr)};
    }

    private static long between(int a, int b) {
        int[] d = direction(a, b);
        long set = 0;
        if (d != null) {
            for (int sq = a + d[0] + 8 * d[1]; sq != b; sq += d[0] + 8 * d[1]) {
                set |= 1L << sq;
            }
        }
        return set;
    }

    private static long line(int a, int b) {
        int[] d = direction(a, b);
        if (d == null) {
            return 0;
        }
        long set = 1L << a;
        for (int sign = -1; sign <= 1; sign += 2) {
            for (int f = a % 8 + sign * d[0], r = a / 8 + sign * d[1]; f >= 0 && f < 8 && r >= 0 && r < 8;
                    f += sign * d[0], r += sign * d[1]) {
                set |= 1L << (r * 8 + f);
            }
        }
        return set;
    }

    private static int square(String name) {
        return (name.charAt(1) - '1') * 8 + name.charAt(0) - 'a';
    }

    private static long bits(String... names) {
        long set = 0;
        for (String name : names) {
            set |= 1L << square(name);
        }
        return set;
    }

    private static String name(int sq) {
        return "" + (char) ('a' + sq % 8) + (char) ('1' + sq / 8);
    }
}
