package org.chesseus.rules.l2.proof;

/**
 * Jams: pieces of one side packed so tightly on the board that none of them has a move while the
 * others stand where they stand (a rook in the corner behind its own bishop and king, the king
 * walled in by them and by squares attacked for ever). Such pieces can only start moving after
 * one of them has been captured; where only one of them can ever be captured, that one never moves
 * at all, and as long as it is on the board the others stand around it.
 *
 * <p><b>The jam of a piece.</b> For a piece {@code X} of side {@code c} (no castling right left
 * to {@code c}: castling would be a way out), its <em>exits</em> are the moves it might make from
 * its square on the board as the board stands: a push onto an empty square; a capture onto a
 * square where a piece of the other side may stand ({@link Reachability#prey}, the pending
 * en-passant capture included); a knight's, bishop's, rook's or queen's step onto a square not
 * holding a piece of its own side; a king's step onto such a square not attacked for ever by the
 * other side ({@link Reachability#attacked}). A piece with an exit has no jam. Otherwise every
 * move it might make lands on a square held on the board by another piece: the jam {@code D(X)}
 * is the smallest set holding {@code X} and, with each member, the pieces on those squares that
 * are not steady (a steady piece never moves nor is captured: a wall for ever); every member must
 * be without exits too, else {@code X} has no jam.
 *
 * <p><b>Soundness.</b> Take any line and in it the first move of a member of {@code D(X)}, if no
 * member was captured before it. Up to that move every member stood on its square, every steady
 * piece on its own, and the analysis' for-ever facts held (the line had not left the reach sets;
 * {@link Reachability}'s argument), so the moving member found each square it might move to held
 * by a member, by a steady piece, or attacked for ever: it had no legal move. So no member of
 * {@code D(X)} moves before a member of {@code D(X)} is captured. Where no member but {@code X}
 * can ever be captured ({@link Reachability#capturable}), {@code X} never moves: captured, it
 * never moved before; never captured, no member ever leaves. And while {@code X} is on the board,
 * every member stands on its square, so {@code X}'s attacks stop at them ({@link #walls}). So the
 * analysis keeps {@code X} on its square ({@link #stuck}) though it may be captured there; the
 * other members, once {@code X} is gone, move as the fixpoint lets them. The facts are read from
 * the present state; the fixpoint ends with a pass over the final state, so the final reach sets
 * hold every move the final state does not cut.
 */
final class Jams {
    /** Pieces (slot mask) that never move though they may be captured: see the class comment. */
    long stuck;
    private final long[] walls = new long[64];

    /** Finds the stuck pieces of the present state (after captures, steady pieces and threats). */
    void derive(Reachability r) {
        stuck = 0;
        for (int c = 0; c < 2; c++) {
            if ((r.board.castlingBits() >>> (8 * c) & 0xFF) != 0) {
                continue;
            }
            long candidates = r.slotsOf[c] & r.capturable & ~r.promoted;
            for (; candidates != 0; candidates &= candidates - 1) {
                int x = Long.numberOfTrailingZeros(candidates);
                long members = jam(r, x);
                if (members != 0 && (members & r.capturable) == 1L << x) {
                    stuck |= 1L << x;
                    walls[x] = squaresOf(r, members & ~(1L << x));
                }
            }
        }
    }

    /** The squares the pieces around stuck piece {@code i} hold whenever it is on the board. */
    long walls(int i) {
        return walls[i];
    }

    /** The jam of the piece in slot {@code x} (slot mask), or 0 if it has none. */
    private static long jam(Reachability r, int x) {
        long members = 1L << x;
        long todo = members;
        while (todo != 0) {
            int i = Long.numberOfTrailingZeros(todo);
            todo &= todo - 1;
            long held = heldTargets(r, i);
            if (held < 0) {
                return 0;
            }
            for (long squares = held & ~r.steadySquares; squares != 0; squares &= squares - 1) {
                int slot = r.slotAt[Long.numberOfTrailingZeros(squares)];
                if (r.color[slot] != r.color[x] || (r.promoted >>> slot & 1) != 0) {
                    return 0;
                }
                if ((members >>> slot & 1) == 0) {
                    members |= 1L << slot;
                    todo |= 1L << slot;
                }
            }
        }
        return members;
    }

    /**
     * The squares held on the board that the piece in slot {@code i} might move to, or -1 if it
     * has an exit (a square it might move to that is empty or, for a capture, may hold prey).
     */
    private static long heldTargets(Reachability r, int i) {
        int c = r.color[i];
        int from = r.square[i];
        long occupied = r.board.occupied();
        long own = r.board.occupied(c);
        switch (r.type[i]) {
            case Reachability.PAWN: {
                long push = SquareSets.forward(SquareSets.bit(from), c);
                if ((push & ~occupied) != 0 || (SquareSets.pawnAttacks(SquareSets.bit(from), c) & r.prey[c ^ 1]) != 0) {
                    return -1;
                }
                return push;
            }
            case Reachability.KING: {
                long targets = SquareSets.king(from) & ~r.attacked[c ^ 1];
                return (targets & ~own) != 0 ? -1 : targets;
            }
            case Reachability.KNIGHT: {
                long targets = SquareSets.knight(from);
                return (targets & ~own) != 0 ? -1 : targets;
            }
            default: {
                long targets = SquareSets.spread(r.type[i], SquareSets.bit(from));
                return (targets & ~own) != 0 ? -1 : targets;
            }
        }
    }

    private static long squaresOf(Reachability r, long slots) {
        long squares = 0;
        for (; slots != 0; slots &= slots - 1) {
            squares |= SquareSets.bit(r.square[Long.numberOfTrailingZeros(slots)]);
        }
        return squares;
    }
}
