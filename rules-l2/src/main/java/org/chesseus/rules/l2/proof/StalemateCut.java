package org.chesseus.rules.l2.proof;

/**
 * Leaves out king moves that stalemate the other side (FIDE 5.2.1), so a king that could only go
 * on by stalemating its opponent (often: by capturing the opponent's last movable piece) is walled
 * in.
 *
 * <p><b>Soundness.</b> A line that ends in a checkmate contains no move after which the side to
 * move is stalemated: stalemate ends the game at once, and the line's last position is a mate, not
 * a stalemate. So the reach sets need only cover the lines of which every move leaves the opponent
 * a legal move or a check: take, in such a line, the first move that leaves the sets
 * ({@link Reachability}'s argument), and suppose it is a move of the king of colour {@code c} from
 * {@code x} to {@code y} that this class cuts. Up to that move every piece stood within its reach
 * set and no piece counted as never captured was captured, so the analysis' facts held on the
 * board after the move, except for what the king's arrival on {@code y} changes: it may capture a
 * piece there. The cut is made only when, after the move, the other side {@code o}:
 * <ol>
 *   <li>has no legal move but king moves: each of its other pieces stands on a square of its reach
 *       and, unless it stood on {@code y} and was just captured, has no move there: its pushes are
 *       blocked by steady pieces or shuttles, still in place, its captures find no square where a
 *       piece of {@code c}'s may stand, its other steps land on its own steady pieces, a steady king
 *       or a shuttle partner ({@link Reachability#liveSquares}); the king moved last, so no
 *       en-passant capture is pending. A piece captured on {@code y} blocked nothing the king now
 *       standing there does not block (no piece may move onto a king); the moving king itself is
 *       not counted as a blocker (it left {@code x}, and, no longer within its reach, may no longer
 *       act as a shuttle). A piece of {@code o} assumed
 *       frozen by a case split may have legal moves, so any frozen piece of {@code o} disables the
 *       cut, as does a promoted one;
 *   <li>has no legal king move: wherever its king stands in its reach (not next to {@code x} nor
 *       {@code y}: kings never stand side by side), each
 *       neighbour holds a steady piece of {@code o}'s, or the partner square of a shuttle of
 *       {@code o}'s on the king's square, or is attacked by the king on {@code y}, or is attacked
 *       for ever by a piece of {@code c}'s other than its king (counted with every square a blocker,
 *       so the king now on {@code y} cannot have cut that attack);
 *   <li>is not in check: before the move it was {@code c}'s turn, so {@code o} was not in check,
 *       and a king move can only give check by discovery: a slider of {@code c}'s on one side of
 *       {@code x}, {@code o}'s king on the other, rays cut only at steady pieces. The cut is not made
 *       when any such pair is possible.
 * </ol>
 * Then the position after the move is a stalemate, contradicting the choice of line. Castling is
 * added apart from the king's steps and is never cut. The cut's conditions read the
 * present state of the fixpoint; the fixpoint ends with a full pass over the final state, so the
 * final reach sets are closed under every king move the final state does not cut.
 */
final class StalemateCut {
    private final Reachability analysis;
    private boolean enabled;

    StalemateCut(Reachability analysis) {
        this.analysis = analysis;
    }

    void enable(boolean on) {
        enabled = on;
    }

    /** Whether moves of the king of {@code c} may be cut in the present state. */
    boolean active(int c) {
        return enabled && Long.bitCount(analysis.liveSquares[c ^ 1]) <= 1;
    }

    /** The king's flood fill over {@code passable}, leaving out stalemating steps. */
    long fill(int slot, long passable) {
        int c = analysis.color[slot];
        long reach = analysis.reach[slot];
        long todo = reach;
        while (todo != 0) {
            int x = Long.numberOfTrailingZeros(todo);
            todo &= todo - 1;
            long targets = SquareSets.king(x) & passable & ~reach & ~analysis.shuttlePartners(slot, x);
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
        Reachability r = analysis;
        int o = c ^ 1;
        if ((r.liveSquares[o] & ~SquareSets.bit(y)) != 0) {
            return false;
        }
        int otherKingSlot = r.kingSlot[o];
        // Kings never stand side by side: before the move the other king was not next to x, after it not next to y.
        long otherKing = r.reach[otherKingSlot] & ~SquareSets.king(x) & ~SquareSets.king(y) & ~SquareSets.bit(y);
        long guarded = SquareSets.king(y) | r.guardedWithoutKing[c];
        long stands = otherKing;
        while (stands != 0) {
            int s = Long.numberOfTrailingZeros(stands);
            stands &= stands - 1;
            long free = SquareSets.king(s) & ~guarded & ~r.steadyOf[o] & ~r.shuttlePartners(otherKingSlot, s);
            if (free != 0) {
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
