package org.chesseus.rules.l2.proof;

/**
 * Squares a colour attacks at every moment of every line (an under-approximation): per piece that
 * can never be captured and never promotes, the intersection of its attacks from every square of
 * its reach, with every square any piece may ever hold as a blocker. At any instant that piece
 * stands on one of those squares and the real blockers are fewer, so it really attacks the square
 * (a pinned piece attacks too). Pieces with large reach sets are skipped (their intersection is
 * almost always empty; leaving them out is sound).
 */
final class Threats {
    private static final int REACH_LIMIT = 8;

    private Threats() {
    }

    /**
     * Fills {@link Reachability#attacked} for {@code c}, and {@link Reachability#guardedWithoutKing}:
     * the same for the pieces other than the king, counting every square as a blocker, so that no
     * move of the king can have cut those attacks.
     */
    static void derive(Reachability r, int c) {
        long all = 0;
        long withoutKing = 0;
        long slots = r.slotsOf[c] & ~r.capturable & ~r.promoted;
        while (slots != 0) {
            int i = Long.numberOfTrailingZeros(slots);
            slots &= slots - 1;
            long squares = r.reach[i];
            if (Long.bitCount(squares) > REACH_LIMIT) {
                continue;
            }
            long common = common(r, i, squares, r.nonClear);
            all |= common;
            int type = r.type[i];
            if (type == Reachability.PAWN || type == Reachability.KNIGHT) {
                withoutKing |= common;
            } else if (type != Reachability.KING) {
                withoutKing |= common(r, i, squares, SquareSets.ALL);
            }
        }
        r.attacked[c] = all | r.shuttles.crowds.attacks(r, c);
        r.guardedWithoutKing[c] = withoutKing;
    }

    private static long common(Reachability r, int i, long squares, long blockers) {
        long common = SquareSets.ALL;
        while (squares != 0 && common != 0) {
            int z = Long.numberOfTrailingZeros(squares);
            squares &= squares - 1;
            common &= r.attacksFrom(r.type[i], r.color[i], z, blockers);
        }
        return common;
    }
}
