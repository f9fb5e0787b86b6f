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
 *
 * <p><b>Mating the walled-in mater.</b> Where {@link CounterMates} applies, a pawn of the defender
 * never stops on a square where it would checkmate the mater (see there), and a pawn stops on
 * every square it pushes or captures to but the one its double step passes: so the pawn's reach
 * is filled again without those squares, the double step kept where only its single step is left
 * out. Squares it could reach only through them (one rank further, or its promotion) drop out
 * with them.
 */
final class PawnReach {
    private PawnReach() {
    }

    /** The pawn's reach in the present state; marks it promoted in {@code r} when it may promote. */
    static long grow(Reachability r, int i, long blocked) {
        int c = r.color[i];
        if ((r.promoted >>> i & 1) == 0) {
            long reach = reach(r, i, 0);
            if (r.counterMates.applies(i)) {
                // Squares where it would checkmate the walled-in mater: never stopped on (CounterMates).
                long avoid = 0;
                long found = r.counterMates.matingSquares(i, reach & ~r.reach[i]);
                while (found != 0) {
                    avoid |= found;
                    reach = reach(r, i, avoid);
                    found = r.counterMates.matingSquares(i, reach & ~r.reach[i] & ~avoid);
                }
            }
            if ((reach & SquareSets.lastRank(c)) == 0) {
                return reach;
            }
            r.promoted |= 1L << i;
        }
        return r.reach[i] | ~blocked;
    }

    /** The pawn's pushes and captures, never stopping on {@code avoid}, with the facing-pawn ceiling. */
    private static long reach(Reachability r, int i, long avoid) {
        long ceiling = ceiling(r, i);
        long reach = fill(r, i, ceiling, avoid);
        if (ceiling != SquareSets.ALL && captures(r, i, reach) != 0) {
            reach = fill(r, i, SquareSets.ALL, avoid);
        }
        return reach;
    }

    /**
     * Pushes and captures from the reach so far, never onto {@code avoid}; a double step from the
     * pawn's square passes its single step without stopping there, so it is added where only that
     * single step is to be avoided.
     */
    private static long fill(Reachability r, int i, long ceiling, long avoid) {
        int c = r.color[i];
        long pushers = ~SquareSets.lastRank(c) & ~r.shuttles.pushBlocked(r, i, -1);
        long open = ~r.steadySquares & ceiling;
        long reach = r.reach[i];
        long start = SquareSets.bit(r.square[i]) & (c == 0 ? SquareSets.RANK_1 << 8 : SquareSets.RANK_8 >>> 8) & pushers;
        long single = SquareSets.forward(start, c) & open & avoid;
        if ((single & pushers) != 0) {
            reach |= SquareSets.forward(single, c) & open & ~avoid;
        }
        while (true) {
            long next = reach | (SquareSets.forward(reach & pushers, c) & open | captures(r, i, reach)) & ~avoid;
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
