package org.chesseus.search.eval;

import static org.chesseus.search.eval.AttackMaps.ALL;
import static org.chesseus.search.eval.BoardGeometry.KING_ZONE;

import org.chesseus.api.SearchBoard;

/**
 * Who holds which squares: enemy pieces that a safe pawn push would attack, squares both sides
 * attack where the enemy's hold is not strong (no enemy pawn guards it, no two enemy men attack it),
 * space behind the own pawns in the centre (files c … f, relative ranks 2 … 4), and squares of the
 * own king's zone the enemy attacks and only the king or the queen defend.
 */
final class Pressure {
    /** Files c … f on relative ranks 2 … 4, by colour. */
    private static final long[] SPACE = {0x000000003C3C3C00L, 0x003C3C3C00000000L};
    /** The relative third rank, by colour: where a pawn stands after the first step of a double push. */
    private static final long[] THIRD_RANK = {0x0000000000FF0000L, 0x0000FF0000000000L};

    private Pressure() {
    }

    /** Adds {@code color}'s pressure terms with sign {@code sign}. */
    static void add(TermSum sum, SearchBoard board, AttackMaps maps, int color, int sign) {
        int them = 1 - color;
        long[] ours = maps.by[color];
        long[] theirs = maps.by[them];
        long ownPawns = board.pieces(color * 6);
        long empty = ~board.occupied();
        long pushes = forward(ownPawns, color, 1) & empty;
        pushes |= forward(pushes & THIRD_RANK[color], color, 1) & empty;
        pushes &= ~theirs[ALL] | ours[ALL];
        long pieces = board.occupied(them) & ~board.pieces(them * 6) & ~board.pieces(them * 6 + 5);
        sum.add(Terms.THREAT_PAWN_PUSH, sign * Long.bitCount(BoardGeometry.pawnAttacks(pushes, color) & pieces));
        long contested = theirs[ALL] & ours[ALL] & ~theirs[0] & ~maps.twice[them];
        sum.add(Terms.THREAT_RESTRICTED, sign * Long.bitCount(contested));
        long space = SPACE[color] & ~ownPawns & ~theirs[0];
        long behind = forward(ownPawns, them, 1) | forward(ownPawns, them, 2) | forward(ownPawns, them, 3);
        sum.add(Terms.SPACE, sign * (Long.bitCount(space) + Long.bitCount(space & behind)));
        long defended = ours[0] | ours[1] | ours[2] | ours[3];
        long weak = KING_ZONE[board.kingSquare(color)] & theirs[ALL] & ~defended;
        sum.add(Terms.KING_WEAK_ZONE, sign * Long.bitCount(weak));
    }

    /** The squares {@code ranks} ranks in front of {@code squares} as seen by {@code color}. */
    private static long forward(long squares, int color, int ranks) {
        return color == 0 ? squares << (8 * ranks) : squares >>> (8 * ranks);
    }
}
