package org.chesseus.rules.l2.proof;

/**
 * Shuttles: a piece never captured whose reach is exactly two squares stands on one of them at
 * every moment, so no other piece can ever step from one of the two squares to the other. At the
 * step's instant the shuttle would stand on the target (a square of its own side, which no piece of
 * that side may enter; a pawn's push square, which no pawn may enter) or, for a slider's long
 * move, on its way. So a shuttle blocks the pushes of pawns of both colours between its squares,
 * and every step of its own side's pieces between them; for the other side a step onto the shuttle
 * would capture it, which is not excluded. (A king between two squares, a pawn with one step left.)
 * A slider's long move is a chain of single steps in the flood fill; a legal long move passing
 * both squares of a shuttle would pass the shuttle, so leaving out that one step is sound.
 */
final class Shuttles {
    private final int[] slot = new int[64];
    private final long[] low = new long[64];
    private final long[] high = new long[64];
    private int count;
    private final long[] pushBlocked = new long[2];
    /** {@code [k][c]}: pushes of pawns of colour {@code c} blocked by shuttles other than the king of colour {@code k}. */
    private final long[][] pushBlockedBesidesKing = new long[2][2];
    /** {@code [c * 64 + square]}: the partner squares of colour {@code c}'s shuttles with an end there. */
    private final long[] partnersAt = new long[128];
    private long touched;
    /** Per slot: the two squares of its reach if it is a shuttle, else 0 (as found by {@link #derive}). */
    private final long[] pairOf = new long[64];
    /** The crowds of the present state, found with the shuttles. */
    final Crowds crowds = new Crowds();

    /** Finds the shuttles of the present state. */
    void derive(Reachability r) {
        pushBlocked[0] = 0;
        pushBlocked[1] = 0;
        for (long[] masks : pushBlockedBesidesKing) {
            masks[0] = 0;
            masks[1] = 0;
        }
        count = 0;
        while (touched != 0) {
            int square = Long.numberOfTrailingZeros(touched);
            touched &= touched - 1;
            partnersAt[square] = 0;
            partnersAt[64 + square] = 0;
        }
        for (int i = 0; i < r.count; i++) {
            long squares = r.reach[i];
            pairOf[i] = 0;
            if (Long.bitCount(squares) != 2 || (r.capturable >>> i & 1) != 0 || (r.promoted >>> i & 1) != 0) {
                continue;
            }
            pairOf[i] = squares;
            long lower = Long.lowestOneBit(squares);
            slot[count] = i;
            low[count] = lower;
            high[count] = squares & ~lower;
            count++;
            int base = r.color[i] * 64;
            partnersAt[base + Long.numberOfTrailingZeros(lower)] |= squares & ~lower;
            partnersAt[base + Long.numberOfTrailingZeros(squares & ~lower)] |= lower;
            touched |= squares;
            if (squares == (lower | lower << 8)) {
                pushBlocked[0] |= lower;
                pushBlocked[1] |= lower << 8;
                for (int k = 0; k < 2; k++) {
                    if (i != r.kingSlot[k]) {
                        pushBlockedBesidesKing[k][0] |= lower;
                        pushBlockedBesidesKing[k][1] |= lower << 8;
                    }
                }
            }
        }
        crowds.derive(r);
    }

    /**
     * The squares from which the pawn in slot {@code i} can never push: a shuttle on the square
     * and the one ahead, itself excepted; with {@code withoutKing} (0 or 1), the shuttling king of
     * that colour is not counted either, -1 counts every shuttle.
     */
    long pushBlocked(Reachability r, int i, int withoutKing) {
        int c = r.color[i];
        long blocked = withoutKing < 0 ? pushBlocked[c] : pushBlockedBesidesKing[withoutKing][c];
        return blocked & ~ownPush(r, i) | crowds.pushBlocked(r, i, withoutKing);
    }

    /** The push the pawn's own two-square reach would block: a piece is never in its own way. */
    private static long ownPush(Reachability r, int i) {
        long squares = r.reach[i];
        long lower = Long.lowestOneBit(squares);
        if (squares != (lower | lower << 8) || (r.capturable >>> i & 1) != 0) {
            return 0;
        }
        return r.color[i] == 0 ? lower : lower << 8;
    }

    /**
     * The squares the piece in slot {@code i} may never step to from {@code x}: partners of its
     * side's shuttles with an end on {@code x}, and the rest of a region of its side's {@link Crowds}
     * holding {@code x} (the piece not a member), as found by the last {@link #derive}. The piece's
     * own partner is left out (a piece is never in its own way), even should another shuttle share
     * it: fewer exclusions stay sound.
     */
    long partners(Reachability r, int i, int x) {
        long crowd = crowds.regionOf(r, i, x) & ~SquareSets.bit(x);
        long partners = partnersAt[r.color[i] * 64 + x];
        if (partners == 0) {
            return crowd;
        }
        long own = pairOf[i];
        return crowd | ((own >>> x & 1) != 0 ? partners & ~(own & ~SquareSets.bit(x)) : partners);
    }

    /**
     * The flood fill of the piece in slot {@code i} over {@code passable}, without its side's
     * shuttle steps and steps within its side's crowd regions ({@link #partners}).
     */
    long fill(Reachability r, int i, int pieceType, long from, long passable) {
        long special = crowds.foreignRegions(r, i);
        for (int k = 0; k < count; k++) {
            if (r.color[slot[k]] == r.color[i] && slot[k] != i) {
                special |= low[k] | high[k];
            }
        }
        if (special == 0) {
            return SquareSets.fill(pieceType, from, passable);
        }
        long reach = from;
        while (true) {
            long next = reach | SquareSets.spread(pieceType, reach & ~special) & passable;
            for (long ends = reach & special; ends != 0; ends &= ends - 1) {
                int x = Long.numberOfTrailingZeros(ends);
                next |= SquareSets.spread(pieceType, SquareSets.bit(x)) & passable & ~partners(r, i, x);
            }
            if (next == reach) {
                return reach;
            }
            reach = next;
        }
    }
}
