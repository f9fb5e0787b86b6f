package org.chesseus.rules.l2.proof;

import org.chesseus.api.SearchBoard;

/**
 * Whether a side could be unable to checkmate (FIDE 5.2.2), read in a few bitboard floods: the
 * cheap test behind the arbiter's criterion of where a dead position could be at hand. It never
 * proves anything; it answers {@code false} only where the side keeps a mating force that can
 * reach the defender's king, and {@code true} (could be unable) everywhere else.
 *
 * <h2>What it reads</h2>
 * <ul>
 *   <li><em>Walls</em>: every pawn (a pawn never steps aside: it moves only ahead or by a capture),
 *       the other men without a square to go to now, and men pinned to their own king. Every man
 *       that never moves in any line is among them (a piece that can move now does so in some
 *       line). Treating a movable man as a wall only shrinks the regions below, which makes the
 *       answer {@code true} more often.
 *   <li><em>The defender king's region</em>: the squares its king reaches by king steps through
 *       squares that are neither walls nor attacked now by the side asked about (both shrink it).
 *   <li><em>The mating force</em>: the side's queens and rooks that are not walls, and the squares
 *       its queens would reach from every promotion square a pawn can walk to on its own file
 *       without meeting a pawn or a wall (captures, which could open other files, are left out); each flooded through squares that are not walls (other men may
 *       step aside or be taken). Knights, bishops and the king are left out: they mate only with
 *       help that the board may deny them (a lone knight or bishop needs the defender's men beside
 *       its king), so a side with only those could be unable.
 * </ul>
 * The side could be unable unless the material table ({@link Material}) leaves it mating
 * material and its mating force reaches a square next to the region of the defender's king.
 *
 * <h2>The assumption it rests on</h2>
 * A queen or rook, with both kings cooperating, mates a king it can come next to: the defender's
 * king walks to a square of its region (its own walls and men block its escapes, or the edge), the
 * other men step aside, and the heavy piece checks from beside it with the king or a wall behind
 * it covered. This fails where every line is forced — the side to move in check with only
 * captures of the checking piece, or with at most two legal moves — and in positions so small that
 * a handful of moves decides; the arbiter asks the full question there regardless ({@code
 * DeadPositionRule}). The assumption is checked, not proved: against every position the full
 * question proves dead on CHA-Solver's 3,414 adversarial positions, against the ungated rule on
 * random games played to their end, and on the real-games corpus.
 *
 * <p>Allocates nothing; a few dozen bitboard operations and at most one flood per heavy piece.
 */
public final class Confinement {
    private static final int PAWN = 0;
    private static final int KNIGHT = 1;
    private static final int BISHOP = 2;
    private static final int ROOK = 3;
    private static final int QUEEN = 4;
    private static final int KING = 5;

    private Confinement() {
    }

    /** Whether {@code mater} (0 White, 1 Black) could be unable to checkmate: see the class comment. */
    public static boolean couldBeUnable(SearchBoard board, int mater) {
        if (Material.cannotMate(board, mater)) {
            return true;
        }
        long walls = walls(board);
        int defender = mater ^ 1;
        long empty = ~board.occupied();
        long force = force(board, mater, ~walls, empty | board.occupied(defender) & ~walls);
        if (force == 0) {
            return true;
        }
        long region = SquareSets.fill(KING, SquareSets.bit(board.kingSquare(defender)), empty & ~attacks(board, mater));
        return (force & SquareSets.kingSpread(region)) == 0;
    }

    /** The squares the side's queens and rooks that are not walls can reach through passable squares. */
    private static long force(SearchBoard board, int mater, long free, long passable) {
        int m = mater * 6;
        long reach = 0;
        long queens = board.pieces(m + QUEEN) & free;
        if (queens != 0) {
            reach |= SquareSets.fill(QUEEN, queens, passable);
        }
        long rooks = board.pieces(m + ROOK) & free;
        if (rooks != 0) {
            reach |= SquareSets.fill(ROOK, rooks, passable);
        }
        return reach;
    }

    /** Men that cannot move now: stuck pawns, men without a square to go to, pinned men. */
    private static long walls(SearchBoard board) {
        long occupied = board.occupied();
        long walls = 0;
        for (int color = 0; color < 2; color++) {
            long own = board.occupied(color);
            long pawns = board.pieces(color * 6 + PAWN);
            // A pawn never steps aside: it moves only ahead, or by a capture.
            walls |= pawns;
            for (int type = KNIGHT; type <= KING; type++) {
                long men = board.pieces(color * 6 + type);
                while (men != 0) {
                    int square = Long.numberOfTrailingZeros(men);
                    men &= men - 1;
                    if ((board.attacks(type, color, square, occupied) & ~own) == 0) {
                        walls |= 1L << square;
                    }
                }
            }
            walls |= pinned(board, color, occupied);
        }
        return walls;
    }

    /** The men of {@code color} pinned to their own king by a slider of the other side. */
    private static long pinned(SearchBoard board, int color, long occupied) {
        int king = board.kingSquare(color);
        int other = (color ^ 1) * 6;
        long straight = board.pieces(other + ROOK) | board.pieces(other + QUEEN);
        long diagonal = board.pieces(other + BISHOP) | board.pieces(other + QUEEN);
        long pinners = straight & board.attacks(ROOK, color, king, 0)
                | diagonal & board.attacks(BISHOP, color, king, 0);
        long own = board.occupied(color);
        long pinned = 0;
        while (pinners != 0) {
            int square = Long.numberOfTrailingZeros(pinners);
            pinners &= pinners - 1;
            long between = SquareSets.between(king, square) & occupied;
            if (Long.bitCount(between) == 1 && (between & own) != 0) {
                pinned |= between;
            }
        }
        return pinned;
    }

    /** Every square the men of {@code color} attack now. */
    private static long attacks(SearchBoard board, int color) {
        long occupied = board.occupied();
        long attacked = SquareSets.pawnAttacks(board.pieces(color * 6 + PAWN), color);
        for (int type = KNIGHT; type <= KING; type++) {
            long men = board.pieces(color * 6 + type);
            while (men != 0) {
                int square = Long.numberOfTrailingZeros(men);
                men &= men - 1;
                attacked |= board.attacks(type, color, square, occupied);
            }
        }
        return attacked;
    }
}
