package org.chesseus.rules.l2.proof;

/**
 * Leaves out the moves of the defender that would checkmate the mater (FIDE 5.1.1: the game ends
 * there), so a defending piece that could only go on by mating the mater's walled-in king stays
 * where it is. Used only when the analysis is asked about one mater ({@link Reachability#mater}).
 *
 * <p><b>Soundness.</b> Only lines that end in a mate by the mater matter, and none of them contains
 * a mate of the mater: the game would have ended there. Take such a line and its first move that
 * leaves the reach sets ({@link Reachability}'s argument); suppose it is a move of the defender's
 * piece {@code D} to {@code t} that this class cuts. Before the move every piece stood within its
 * reach set and every fact of the analysis held; the move changes only where {@code D} stands. The
 * cut is made only when, in the present state:
 * <ol>
 *   <li>the mater's king can never move (its reach is its square {@code k}), so it stands on
 *       {@code k};
 *   <li>{@code D} on {@code t} attacks {@code k}: a knight or pawn by its move pattern (a pawn's
 *       double step is never cut: an en-passant capture could answer it, and a pawn on its last
 *       rank is no longer a pawn); a slider along a line whose squares between {@code t} and
 *       {@code k} no other piece can ever stand on;
 *   <li>no piece of the mater's but the king can ever attack {@code t} (the union of their attack
 *       reach, {@link Reachability#attackReach}, which holds every square such a piece attacks
 *       from wherever it stands), and if {@code t} touches {@code k}, {@code t} is surely guarded
 *       (below), so the check cannot be answered by capturing {@code D};
 *   <li>a slider's check from afar crosses no square a piece of the mater's other than its king
 *       can ever stand on, so no piece can step between (a pawn's push, double step included,
 *       lands in its reach; en passant would need the defender's double step, which is never
 *       cut);
 *   <li>every neighbour of {@code k} but {@code t} holds a steady piece of the mater's (still
 *       there: the move captured nothing of the mater's, as no such piece can stand on {@code t}),
 *       or is surely attacked after the move: by {@code D} from {@code t} (rays cut by every square
 *       another piece can ever stand on, {@code k} left out, since a king stepping along the check
 *       line stays in check), by a steady king of the defender's, or by a defending piece other
 *       than {@code D} that can never be captured and attacks it from every square of its reach,
 *       rays cut by every square any piece can ever stand on and by {@code t}.
 * </ol>
 * Then after the move the mater is in check with no legal move: checkmated, which contradicts the
 * choice of line. The conditions read the present state of the fixpoint; the fixpoint ends with a
 * pass over the final state, so the final reach sets hold every move the final state does not cut.
 * Squares beyond {@code t} that a slider reaches by passing through it along a ray stay in its
 * reach: only stopping on {@code t} (and so turning there) is cut.
 */
final class CounterMates {
    private static final int REACH_LIMIT = 8;
    private final Reachability analysis;

    CounterMates(Reachability analysis) {
        this.analysis = analysis;
    }

    /** Whether the present state lets this class cut moves of the piece in slot {@code i}. */
    boolean applies(int i) {
        Reachability r = analysis;
        int mater = r.mater;
        if (mater < 0 || r.color[i] == mater || r.type[i] == Reachability.KING || (r.promoted >>> i & 1) != 0) {
            return false;
        }
        int king = r.kingSlot[mater];
        return r.reach[king] == SquareSets.bit(r.square[king]);
    }

    /**
     * {@code after} (the piece's widened reach) without the new squares where it would mate the
     * mater. A knight only goes on from a square it stood on, so its fill is made again without
     * them ({@code passable} as in its fill); a slider may pass over such a square along a ray but
     * never stop on it, so its reach is cut to what a fill stopping only elsewhere reaches ({@link
     * SquareSets#fillPassing}; both fills over-approximate where it can stand, so their
     * intersection does too, and it is closed under the moves either allows); a pawn's double step
     * passes its single step, so for a pawn only the square itself goes.
     */
    long cut(int i, long before, long after, long passable) {
        Reachability r = analysis;
        int k = r.square[r.kingSlot[r.mater]];
        long checks = checkSquares(i, k);
        long cut = 0;
        long fresh = after & ~before & checks;
        while (fresh != 0) {
            long found = 0;
            for (; fresh != 0; fresh &= fresh - 1) {
                int t = Long.numberOfTrailingZeros(fresh);
                if (mates(i, t)) {
                    found |= SquareSets.bit(t);
                }
            }
            if (found == 0) {
                break;
            }
            cut |= found;
            if (r.type[i] == Reachability.PAWN) {
                return after & ~cut;
            }
            long refilled = r.type[i] == Reachability.KNIGHT
                    ? r.shuttles.fill(r, i, Reachability.KNIGHT, before, passable & ~cut)
                    : after & SquareSets.fillPassing(r.type[i], before, passable, cut);
            fresh = refilled & ~after & checks & ~cut;
            after = refilled;
        }
        return after & ~cut;
    }

    /**
     * The squares of {@code candidates} where the piece in slot {@code i} would surely checkmate
     * the mater ({@link #mates}; {@link #applies} must hold): a pawn's reach leaves them out
     * ({@link PawnReach}), as a pawn stops on every square it reaches but by its double step.
     */
    long matingSquares(int i, long candidates) {
        Reachability r = analysis;
        long found = 0;
        for (long squares = candidates & checkSquares(i, r.square[r.kingSlot[r.mater]]); squares != 0; squares &= squares - 1) {
            int t = Long.numberOfTrailingZeros(squares);
            if (mates(i, t)) {
                found |= SquareSets.bit(t);
            }
        }
        return found;
    }

    /** Squares from which the piece in slot {@code i} would attack {@code k} on an empty board. */
    private long checkSquares(int i, int k) {
        Reachability r = analysis;
        switch (r.type[i]) {
            case Reachability.PAWN:
                long doubleStep = SquareSets.bit(r.square[i]) & (r.color[i] == 0 ? SquareSets.RANK_1 << 8 : SquareSets.RANK_8 >>> 8);
                return SquareSets.pawnAttacks(SquareSets.bit(k), r.mater) & ~SquareSets.forward(SquareSets.forward(doubleStep, r.color[i]), r.color[i]);
            case Reachability.KNIGHT:
                return SquareSets.knight(k);
            default:
                return r.board.attacks(r.type[i], r.color[i], k, 0);
        }
    }

    /**
     * Whether, in the present state, the piece in slot {@code i} moving to {@code t} would surely
     * checkmate the mater (the conditions of the class comment; {@link #applies} must hold).
     */
    boolean mates(int i, int t) {
        Reachability r = analysis;
        int mater = r.mater;
        int k = r.square[r.kingSlot[mater]];
        if ((checkSquares(i, k) >>> t & 1) == 0) {
            return false;
        }
        long others = othersNonClear(i);
        long between = SquareSets.between(k, t);
        if ((between & others) != 0 || (between & r.occupiable[mater]) != 0) {
            return false;
        }
        long cover = 0;
        for (long slots = r.slotsOf[mater] & ~(1L << r.kingSlot[mater]); slots != 0; slots &= slots - 1) {
            cover |= r.attackReach(Long.numberOfTrailingZeros(slots));
        }
        if ((cover >>> t & 1) != 0) {
            return false;
        }
        long besides = guardedBesides(i, t);
        if ((SquareSets.king(k) >>> t & 1) != 0 && (besides >>> t & 1) == 0) {
            return false;
        }
        long guarded = besides | r.attacksFrom(r.type[i], r.color[i], t, others & ~SquareSets.bit(k));
        long escapes = SquareSets.king(k) & ~SquareSets.bit(t) & ~r.steadyOf[mater] & ~guarded;
        return escapes == 0;
    }

    /** Squares some piece other than the one in slot {@code i} may ever stand on. */
    private long othersNonClear(int i) {
        Reachability r = analysis;
        long squares = 0;
        for (int j = 0; j < r.count; j++) {
            if (j != i) {
                squares |= r.reach[j];
            }
        }
        return squares;
    }

    /**
     * Squares the defender surely attacks whatever the piece in slot {@code i} does, with a piece
     * on {@code t}: its steady king's neighbours, and what each of its other pieces never captured
     * (with a small reach) attacks from every square of its reach.
     */
    private long guardedBesides(int i, int t) {
        Reachability r = analysis;
        int defender = r.color[i];
        long guarded = 0;
        int king = r.kingSlot[defender];
        if (r.reach[king] == SquareSets.bit(r.square[king])) {
            guarded |= SquareSets.king(r.square[king]);
        }
        long blockers = r.nonClear | SquareSets.bit(t);
        long slots = r.slotsOf[defender] & ~r.capturable & ~r.promoted & ~(1L << i) & ~(1L << king);
        for (; slots != 0; slots &= slots - 1) {
            int j = Long.numberOfTrailingZeros(slots);
            long squares = r.reach[j];
            if (Long.bitCount(squares) > REACH_LIMIT) {
                continue;
            }
            long common = SquareSets.ALL;
            for (; squares != 0 && common != 0; squares &= squares - 1) {
                common &= r.attacksFrom(r.type[j], defender, Long.numberOfTrailingZeros(squares), blockers);
            }
            guarded |= common;
        }
        return guarded;
    }
}
