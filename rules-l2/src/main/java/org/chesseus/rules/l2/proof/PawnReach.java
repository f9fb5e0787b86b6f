package org.chesseus.rules.l2.proof;

/**
 * Where a pawn can go: pushes onto squares no steady piece holds and no shuttle or crowd blocks (a
 * double step passes the square of the single step, so single steps cover it), captures onto
 * squares where a piece of the other side, not a king nor the mater's vital piece, may stand (en
 * passant lands on the square the double-stepping pawn passed, which its single step reaches too;
 * the capture pending on the board is counted by {@link Reachability}), and, once it reaches its
 * last rank, anything anywhere but on its own side's steady pieces and steady kings.
 *
 * <p><b>Facing pawns.</b> A pawn of the other side ahead on the same file, never captured and never
 * leaving its file, stays ahead as long as this pawn never captures: pawns only push straight on,
 * never past a piece. So while this pawn has no capture, its pushes stay short of that pawn's
 * square; once it may capture, the ceiling is dropped. The same holds for a pawn of the other side
 * right in front of this one, never captured, that has no capture from its square (no piece of
 * this side may stand on the squares it attacks there): its only move from there would be the
 * push onto this pawn's square, so it stays there as long as this pawn does, and this pawn leaves
 * its square only by a capture. (Checked on the present state: {@link Reachability#standingPawns}.)
 */
final class PawnReach {
    private PawnReach() {
    }

    /** The pawn's reach in the present state; marks it promoted in {@code r} when it may promote. */
    static long grow(Reachability r, int i, long blocked) {
        int c = r.color[i];
        if ((r.promoted >>> i & 1) == 0) {
            long ceiling = ceiling(r, i);
            long reach = fill(r, i, ceiling);
            if (ceiling != SquareSets.ALL && captures(r, i, reach) != 0) {
                reach = fill(r, i, SquareSets.ALL);
            }
            if ((reach & SquareSets.lastRank(c)) == 0) {
                return reach;
            }
            r.promoted |= 1L << i;
        }
        return r.reach[i] | ~blocked;
    }

    private static long fill(Reachability r, int i, long ceiling) {
        int c = r.color[i];
        long pushers = ~SquareSets.lastRank(c) & ~r.shuttles.pushBlocked(r, i, -1);
        long reach = r.reach[i];
        while (true) {
            long next = reach | SquareSets.forward(reach & pushers, c) & ~r.steadySquares & ceiling | captures(r, i, reach);
            if (next == reach) {
                return reach;
            }
            reach = next;
        }
    }

    /** The squares the pawn can capture onto from {@code squares}. */
    static long captures(Reachability r, int i, long squares) {
        int c = r.color[i];
        return SquareSets.pawnAttacks(squares & ~SquareSets.lastRank(c), c) & r.prey[c ^ 1];
    }

    /** The squares of the pawn's file it may push to: short of the nearest facing pawn ahead. */
    private static long ceiling(Reachability r, int i) {
        int c = r.color[i];
        int square = r.square[i];
        long file = SquareSets.FILE_A << (square & 7);
        long ahead = c == 0 ? -2L << square : (1L << square) - 1;
        long facing = (r.fileBoundPawns[c ^ 1] & file | SquareSets.forward(SquareSets.bit(square), c) & r.standingPawns[c ^ 1]) & ahead;
        if (facing == 0) {
            return SquareSets.ALL;
        }
        int nearest = c == 0 ? Long.numberOfTrailingZeros(facing) : 63 - Long.numberOfLeadingZeros(facing);
        long beyond = c == 0 ? -1L << nearest : -1L >>> (63 - nearest);
        return ~(beyond & file);
    }
}
