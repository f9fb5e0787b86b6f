package org.chesseus.rules.l2.proof;

import org.chesseus.api.SearchBoard;

/**
 * The blockade proof (RULES-NOTES §5, branch 2) on one thread's reusable state: saturate the
 * reachability analysis, ask the mating net, and where a steady piece turned out capturable, split
 * the lines into cases on that piece's fate.
 *
 * <p><b>Case split.</b> For a piece {@code P}, every legal line is in one of two classes:
 * <em>shielded</em> — {@code P} is not captured before its first move (it may never move at all),
 * or <em>frozen</em> — {@code P} never moves (a line where {@code P} is captured before it ever
 * moved is one of these). In the shielded class an analysis that finds {@code P} immobile may count
 * it as never captured, hence steady; in the frozen class {@code P}'s reach is its square (it may
 * still be captured). If neither class holds a mating line, no line mates. Splits nest (each case
 * adds its assumption to those above it), under a budget of saturations; a case proves nothing
 * unless all its sub-cases do.
 */
final class BlockadeProof {
    /** Saturations allowed for the case splits of one full proof. */
    private static final int SPLIT_BUDGET = 24;
    private static final int SPLIT_DEPTH = 1;
    private static final int CANDIDATES_PER_CASE = 2;
    // At most 1 + 2 * CANDIDATES_PER_CASE saturations per full proof with SPLIT_DEPTH 1.

    final Reachability analysis = new Reachability();
    final MatingNet net = new MatingNet(analysis);
    private int mater;
    private int budget;

    /** The full proof: one saturation, then case splits. */
    boolean refutes(SearchBoard board, int mater) {
        if (base(board, mater)) {
            return true;
        }
        if (!worthSplitting()) {
            return false;
        }
        budget = SPLIT_BUDGET;
        return refuteCase(0, 0, SPLIT_DEPTH);
    }

    /** The quick proof: one saturation, no case split. */
    boolean refutesQuickly(SearchBoard board, int mater) {
        return base(board, mater);
    }

    /**
     * Splits rarely prove what one saturation could not, and cost a saturation per case: they are
     * tried only where the mater has neither queen, rook nor knight (otherwise a mate is almost
     * always possible).
     */
    private boolean worthSplitting() {
        Reachability r = analysis;
        long materPieces = r.slotsOf[mater];
        if (r.firstSteadyCapturable == 0) {
            return false;
        }
        while (materPieces != 0) {
            int i = Long.numberOfTrailingZeros(materPieces);
            materPieces &= materPieces - 1;
            if (r.type[i] == Reachability.QUEEN || r.type[i] == Reachability.ROOK || r.type[i] == Reachability.KNIGHT) {
                return false;
            }
        }
        return true;
    }

    private boolean base(SearchBoard board, int mater) {
        this.mater = mater;
        Reachability r = analysis;
        r.load(board);
        r.frozen = 0;
        r.shielded = 0;
        r.stalemateCut.enable(true);
        r.saturate();
        return !net.possible(mater);
    }

    private boolean refuteCase(long frozen, long shielded, int depth) {
        Reachability r = analysis;
        if (frozen != 0 || shielded != 0) {
            r.frozen = frozen;
            r.shielded = shielded;
            r.saturate();
            budget--;
            if (!net.possible(mater)) {
                return true;
            }
        }
        long candidates = r.firstSteadyCapturable & ~(frozen | shielded);
        if (depth == 0) {
            return false;
        }
        for (int tried = 0; candidates != 0 && tried < CANDIDATES_PER_CASE && budget >= 2; tried++) {
            long piece = Long.lowestOneBit(candidates);
            candidates &= ~piece;
            if (refuteCase(frozen, shielded | piece, depth - 1) && refuteCase(frozen | piece, shielded, depth - 1)) {
                return true;
            }
        }
        return false;
    }
}
