package org.chesseus.rules.l2.proof;

/**
 * Decides, after a saturation, whether a checkmate of the defender is possible at all: an
 * over-approximation, so "impossible" is a proof (FIDE 1.4.1: the king is attacked and has no
 * legal move). Reuses its arrays; nothing allocates.
 *
 * <p>A mate with the defender's king on {@code k} needs:
 * <ol>
 *   <li>{@code k} in the king's region;
 *   <li>a check on {@code k}. After the board's position, a check is created only by a move of the
 *       mater: the moving piece checks from its new square, or a slider behind it checks by
 *       discovery (castling's rook and promotion are moves too; en passant may open a line too).
 *       Every such checker stands somewhere in its reach and attacks {@code k} with rays cut at
 *       most by steady pieces, so the union of these attack sets (see {@link Reachability#attackReach})
 *       contains {@code k}. A pawn or knight that can never move can create no new check (the
 *       king may not step into one), so it is left out of the checkers; a check already on the
 *       board must be answered before any later mate, and the board being already mate is
 *       excluded by the caller;
 *   <li>every neighbour of {@code k} blocked. A neighbour holding a steady piece of the defender's,
 *       or the partner square of a defender's shuttle on {@code k}, or attacked for ever by the
 *       mater, is so at every moment. (The region alone would not do: the stalemate cut leaves out
 *       squares the king could legally step to, and a legal step is an escape.) Each other
 *       neighbour is attacked by a piece of the mater's (the
 *       union of their attack sets, checker or not), or by the mater's king from a square of its
 *       region not next to {@code k}, or holds one of the defender's pieces — a different piece
 *       for each square (a bipartite matching over the squares those pieces can reach).
 * </ol>
 * Rays to and through {@code k} are counted: the attack sets stop only at steady pieces, and where
 * a slider may attack {@code k}, the squares behind {@code k} on its lines count as covered too
 * (a steady king would otherwise stop the ray).
 */
final class MatingNet {
    private final Reachability analysis;
    private final long[] blockerReach = new long[64];
    private final int[] squareOfBlocker = new int[64];
    private int blockerCount;
    private long visited;
    private long diagonalReach;
    private long orthogonalReach;

    MatingNet(Reachability analysis) {
        this.analysis = analysis;
    }

    /** Whether the saturated analysis leaves any way for {@code mater} to checkmate. */
    boolean possible(int mater) {
        Reachability r = analysis;
        int defender = mater ^ 1;
        long region = r.reach[r.kingSlot[defender]];
        long checkers = 0;
        long cover = 0;
        diagonalReach = 0;
        orthogonalReach = 0;
        long slots = r.slotsOf[mater] & ~(1L << r.kingSlot[mater]);
        while (slots != 0) {
            int i = Long.numberOfTrailingZeros(slots);
            slots &= slots - 1;
            long attacks = r.attackReach(i);
            cover |= attacks;
            noteSlider(i, attacks);
            boolean leaper = r.type[i] == Reachability.PAWN || r.type[i] == Reachability.KNIGHT;
            if (!(leaper && r.immobile(i))) {
                checkers |= attacks;
            }
        }
        long targets = region & checkers;
        if (targets == 0) {
            return false;
        }
        collectBlockers(defender);
        long materKing = r.reach[r.kingSlot[mater]];
        long open = ~r.steadyOf[defender] & ~r.attacked[mater] & ~(r.steadySquares & r.kingSquares);
        while (targets != 0) {
            int k = Long.numberOfTrailingZeros(targets);
            targets &= targets - 1;
            long escapes = SquareSets.king(k) & open & ~r.shuttles.partners(r, r.kingSlot[defender], k) & ~cover
                    & ~xray(k, mater);
            if (escapes == 0 || coverable(escapes, k, materKing)) {
                return true;
            }
        }
        return false;
    }

    private void noteSlider(int i, long attacks) {
        Reachability r = analysis;
        boolean anything = (r.promoted >>> i & 1) != 0;
        if (anything || r.type[i] == Reachability.BISHOP || r.type[i] == Reachability.QUEEN) {
            diagonalReach |= attacks;
        }
        if (anything || r.type[i] == Reachability.ROOK || r.type[i] == Reachability.QUEEN) {
            orthogonalReach |= attacks;
        }
    }

    /**
     * The squares a slider checking {@code k} may attack through the king: its attack set stops at
     * the king where the king is steady, yet a king stepping along the check line stays in check.
     */
    private long xray(int k, int mater) {
        Reachability r = analysis;
        long behind = 0;
        if ((diagonalReach >>> k & 1) != 0) {
            behind |= r.board.attacks(Reachability.BISHOP, mater, k, r.steadySquares);
        }
        if ((orthogonalReach >>> k & 1) != 0) {
            behind |= r.board.attacks(Reachability.ROOK, mater, k, r.steadySquares);
        }
        return behind;
    }

    private void collectBlockers(int defender) {
        Reachability r = analysis;
        blockerCount = 0;
        long slots = r.slotsOf[defender] & ~(1L << r.kingSlot[defender]);
        while (slots != 0) {
            int i = Long.numberOfTrailingZeros(slots);
            slots &= slots - 1;
            blockerReach[blockerCount] = r.reach[i];
            blockerCount++;
        }
    }

    /** Whether the mater's king and distinct defending pieces can block every square of {@code escapes}. */
    private boolean coverable(long escapes, int k, long materKing) {
        if (matchable(escapes)) {
            return true;
        }
        long spots = materKing & ~SquareSets.king(k) & ~SquareSets.bit(k) & SquareSets.kingSpread(escapes);
        while (spots != 0) {
            int w = Long.numberOfTrailingZeros(spots);
            spots &= spots - 1;
            if (matchable(escapes & ~SquareSets.king(w))) {
                return true;
            }
        }
        return false;
    }

    private boolean matchable(long squares) {
        if (Long.bitCount(squares) > blockerCount) {
            return false;
        }
        for (int b = 0; b < blockerCount; b++) {
            squareOfBlocker[b] = -1;
        }
        while (squares != 0) {
            int e = Long.numberOfTrailingZeros(squares);
            squares &= squares - 1;
            visited = 0;
            if (!augment(e)) {
                return false;
            }
        }
        return true;
    }

    private boolean augment(int e) {
        for (int b = 0; b < blockerCount; b++) {
            if ((blockerReach[b] >>> e & 1) == 0 || (visited >>> b & 1) != 0) {
                continue;
            }
            visited |= 1L << b;
            if (squareOfBlocker[b] < 0 || augment(squareOfBlocker[b])) {
                squareOfBlocker[b] = e;
                return true;
            }
        }
        return false;
    }
}
