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
 *       blocked by steady pieces or shuttles, still in place; its captures find no square where a
 *       piece of {@code c}'s may stand; its other steps land on its own steady pieces, a steady
 *       king or a shuttle partner (see {@link #liveSquares}). The king moved last, so no
 *       en-passant capture is pending. A piece captured on {@code y} blocked nothing that the king
 *       now standing there does not block (no piece may move onto a king). The moving king itself
 *       is not counted as a blocker: it left {@code x}, and, now outside its reach, may no longer
 *       act as a shuttle. A piece of {@code o} frozen by a case split may have legal moves the case
 *       does not let it make, and a promoted one may do anything: either disables the cut;
 *   <li>has no legal king move: wherever its king stands in its reach (not next to {@code x} nor
 *       to {@code y}: kings never stand side by side), each neighbour holds a steady piece of
 *       {@code o}'s, or is the partner square of a shuttle of {@code o}'s on the king's square, or
 *       is attacked by the king on {@code y}, or is attacked for ever by a piece of {@code c}'s
 *       other than its king (counted with every square a blocker, so that the king now on
 *       {@code y} cannot have cut that attack);
 *   <li>is not in check: before the move it was {@code c}'s turn, so {@code o} was not in check,
 *       and a king move can only give check by discovery: a slider of {@code c}'s on one side of
 *       {@code x}, {@code o}'s king on the other, rays cut only at steady pieces. The cut is not
 *       made when any such pair is possible.
 * </ol>
 * Then the position after the move is a stalemate, contradicting the choice of line. Castling is
 * added apart from the king's steps and is never cut. The cut's conditions read the present state
 * of the fixpoint; the fixpoint ends with a full pass over the final state, so the final reach
 * sets are closed under every king step the final state does not cut.
 */
final class StalemateCut {
    private final Reachability analysis;
    private boolean enabled;
    /**
     * Per colour, the squares where one of its pieces other than the king may stand and have a
     * move, exact up to two squares (more are never needed), {@link SquareSets#ALL} when unknown.
     */
    private final long[] liveSquares = new long[2];

    StalemateCut(Reachability analysis) {
        this.analysis = analysis;
    }

    void enable(boolean on) {
        enabled = on;
    }

    /** Reads the present state; called before each widening pass. */
    void prepare() {
        if (enabled) {
            liveSquares[0] = liveSquares(0);
            liveSquares[1] = liveSquares(1);
        }
    }

    /** Whether moves of the king of {@code c} may be cut in the present state. */
    boolean active(int c) {
        return enabled && Long.bitCount(liveSquares[c ^ 1]) <= 1;
    }

    /**
     * A frozen piece may have legal moves its case does not let it make, a promoted one anything:
     * either makes every square live. The other side's king never counts as a blocker here: the
     * squares are asked about just after that king has moved.
     */
    private long liveSquares(int c) {
        Reachability r = analysis;
        long others = r.slotsOf[c] & ~(1L << r.kingSlot[c]);
        if ((others & (r.frozen | r.promoted)) != 0) {
            return SquareSets.ALL;
        }
        long live = 0;
        while (others != 0 && Long.bitCount(live) < 2) {
            int i = Long.numberOfTrailingZeros(others);
            others &= others - 1;
            long squares = r.reach[i];
            while (squares != 0) {
                int z = Long.numberOfTrailingZeros(squares);
                squares &= squares - 1;
                if (hasMove(i, z)) {
                    live |= SquareSets.bit(z);
                }
            }
        }
        return live;
    }

    /** Whether the piece in slot {@code i}, standing on {@code z}, has a pseudo-legal move there. */
    private boolean hasMove(int i, int z) {
        Reachability r = analysis;
        int c = r.color[i];
        long from = SquareSets.bit(z);
        long otherKing = SquareSets.bit(r.square[r.kingSlot[c ^ 1]]);
        if (r.type[i] == Reachability.PAWN) {
            long pushers = from & ~r.shuttles.pushBlocked(r, i, c ^ 1);
            long push = SquareSets.forward(pushers, c) & ~(r.steadySquares & ~otherKing);
            return (push | SquareSets.pawnAttacks(from, c) & r.occupiable[c ^ 1]) != 0;
        }
        long blocked = r.steadyOf[c] | r.steadySquares & r.kingSquares & ~otherKing | r.shuttles.partners(r, i, z);
        return (SquareSets.spread(r.type[i], from) & ~blocked) != 0;
    }

    /** The king's flood fill over {@code passable}, leaving out stalemating steps. */
    long fill(int slot, long passable) {
        int c = analysis.color[slot];
        long reach = analysis.reach[slot];
        long todo = reach;
        while (todo != 0) {
            int x = Long.numberOfTrailingZeros(todo);
            todo &= todo - 1;
            long targets = SquareSets.king(x) & passable & ~reach & ~analysis.shuttles.partners(analysis, slot, x);
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
        if ((liveSquares[o] & ~SquareSets.bit(y)) != 0) {
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
            long free = SquareSets.king(s) & ~guarded & ~r.steadyOf[o] & ~r.shuttles.partners(r, otherKingSlot, s);
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
