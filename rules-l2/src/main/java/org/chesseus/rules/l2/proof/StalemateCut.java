package org.chesseus.rules.l2.proof;

/**
 * Leaves out king moves that stalemate the other side (FIDE 5.2.1), so a king that can only reach a
 * square by stalemating its opponent is walled in there.
 *
 * <p><b>Soundness.</b> A line that ends in a checkmate contains no move after which the side to
 * move is stalemated: stalemate ends the game at once, and the line's last position is a mate, not
 * a stalemate. So, for the question "can this line end in a mate?", reach sets need only cover the
 * lines whose every move leaves the opponent a legal move or a check, and the first-violation
 * argument of {@link Reachability} carries over, restricted to those lines. A move of the king of
 * colour {@code c} from {@code x} to {@code y} stalemates the other side {@code o} when:
 * <ol>
 *   <li>none of {@code o}'s other pieces has a legal move: the <em>base</em> analysis (all legal
 *       lines, no assumption, no cut) found every one of them unable ever to move, so none has a
 *       legal move in any position any line reaches;
 *   <li>{@code o}'s king has no legal move: wherever it stands in {@code o}'s present reach (and not
 *       next to {@code y}, where it cannot be), each neighbour is either outside the base region of
 *       that king (so a king move there is illegal in every reachable position) or next to
 *       {@code y}, attacked by the king that just arrived;
 *   <li>{@code o} is not in check: before the move it was {@code c}'s turn, so {@code o} was not in
 *       check, and a king move can only give check by discovery: a slider of {@code c} on one side
 *       of {@code x}, {@code o}'s king on the other, rays cut only at steady pieces. The cut is not
 *       made when any such pair is possible.
 * </ol>
 * Castling destinations are in the king's origin set and are never cut.
 */
final class StalemateCut {
    private final Reachability analysis;
    private boolean enabled;
    private final long[] baseKingRegion = new long[2];
    private final boolean[] onlyKingMoves = new boolean[2];

    StalemateCut(Reachability analysis) {
        this.analysis = analysis;
    }

    /** Reads the base facts from a finished saturation with no assumption and no cut. */
    void recordBase() {
        Reachability r = analysis;
        for (int c = 0; c < 2; c++) {
            baseKingRegion[c] = r.reach[r.kingSlot[c]];
            boolean stuck = true;
            long slots = r.slotsOf[c] & ~(1L << r.kingSlot[c]);
            while (slots != 0 && stuck) {
                int i = Long.numberOfTrailingZeros(slots);
                slots &= slots - 1;
                stuck = r.immobile(i);
            }
            onlyKingMoves[c] = stuck;
        }
    }

    /** Whether recording found a side that can only ever move its king (otherwise the cut never applies). */
    boolean applies() {
        return onlyKingMoves[0] || onlyKingMoves[1];
    }

    void enable(boolean on) {
        enabled = on;
    }

    /** Whether moves of the king of {@code c} are cut. */
    boolean active(int c) {
        return enabled && onlyKingMoves[c ^ 1];
    }

    /** The king's flood fill over {@code passable}, leaving out stalemating steps. */
    long fill(int slot, long passable) {
        int c = analysis.color[slot];
        long reach = analysis.reach[slot];
        long todo = reach;
        while (todo != 0) {
            int x = Long.numberOfTrailingZeros(todo);
            todo &= todo - 1;
            long targets = SquareSets.king(x) & passable & ~reach;
            long each = targets;
            while (each != 0) {
                int y = Long.numberOfTrailingZeros(each);
                each &= each - 1;
                if (stalemates(c, x, y)) {
                    targets &= ~SquareSets.bit(y);
                }
            }
            reach |= targets;
            todo |= targets;
        }
        return reach;
    }

    private boolean stalemates(int c, int x, int y) {
        int o = c ^ 1;
        long otherKing = analysis.reach[analysis.kingSlot[o]];
        long guarded = SquareSets.king(y);
        long stands = otherKing & ~guarded & ~SquareSets.bit(y);
        while (stands != 0) {
            int s = Long.numberOfTrailingZeros(stands);
            stands &= stands - 1;
            if ((SquareSets.king(s) & baseKingRegion[o] & ~guarded) != 0) {
                return false;
            }
        }
        return !discoveredCheckPossible(c, x, otherKing);
    }

    private boolean discoveredCheckPossible(int c, int x, long otherKing) {
        Reachability r = analysis;
        long diagonal = 0;
        long orthogonal = 0;
        long slots = r.slotsOf[c];
        while (slots != 0) {
            int i = Long.numberOfTrailingZeros(slots);
            slots &= slots - 1;
            boolean anything = (r.promoted >>> i & 1) != 0;
            int t = r.type[i];
            if (anything || t == Reachability.BISHOP || t == Reachability.QUEEN) {
                diagonal |= r.reach[i];
            }
            if (anything || t == Reachability.ROOK || t == Reachability.QUEEN) {
                orthogonal |= r.reach[i];
            }
        }
        long blockers = r.steadySquares & ~SquareSets.bit(x);
        for (int d = 0; d < 8; d++) {
            long sliders = SquareSets.diagonal(d) ? diagonal : orthogonal;
            if ((SquareSets.rayTo(d, x, blockers) & sliders) != 0
                    && (SquareSets.rayTo(d ^ 1, x, blockers) & otherKing) != 0) {
                return true;
            }
        }
        return false;
    }
}
