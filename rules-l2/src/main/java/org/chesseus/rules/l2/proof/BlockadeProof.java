package org.chesseus.rules.l2.proof;

import org.chesseus.api.SearchBoard;

/**
 * The blockade proof (RULES-NOTES §5, branch 2) on one thread's reusable state: saturate the
 * reachability analysis, ask the mating net, and where a steady piece turned out capturable, split
 * the lines into two cases on that piece's fate.
 *
 * <p><b>Case split.</b> For a piece {@code P}, every legal line is in one of two classes:
 * <em>shielded</em> — {@code P} is not captured before its first move (it may never move at all),
 * or <em>frozen</em> — {@code P} never moves (a line where {@code P} is captured before it ever
 * moved is one of these). In the shielded class an analysis that finds {@code P} immobile may count
 * it as never captured, hence steady; in the frozen class {@code P}'s reach is its square (it may
 * still be captured) and it captures nothing (a capture is a move). If neither class holds a mating line, no line mates. The split is made on the
 * first steady piece the base saturation found capturable (the start of the cascade that opened
 * the position), once, and only where the mater has neither queen, rook nor knight: measured on
 * CHA-Solver's labelled positions, deeper or wider splits cost much and prove almost nothing more.
 */
final class BlockadeProof {
    final Reachability analysis = new Reachability();
    final MatingNet net = new MatingNet(analysis);
    final ProofMemo memo = new ProofMemo();
    final NarrowLines lines = new NarrowLines();

    /** The full proof: one saturation, then at most two more for a case split. */
    boolean refutes(SearchBoard board, int mater) {
        if (base(board, mater, -1)) {
            return true;
        }
        long piece = Long.lowestOneBit(analysis.firstSteadyCapturable);
        if (piece == 0 || !withoutQueenRookOrKnight(mater)) {
            return false;
        }
        return refuteCase(mater, 0, piece) && refuteCase(mater, piece, 0);
    }

    /** The quick proof: one saturation, no case split. */
    boolean refutesQuickly(SearchBoard board, int mater) {
        return base(board, mater, mater);
    }

    /** The saturation without assumptions; {@code stopOnPromotionOf} as in {@link Reachability#saturate}. */
    private boolean base(SearchBoard board, int mater, int stopOnPromotionOf) {
        Reachability r = analysis;
        r.load(board);
        r.mater = mater;
        r.stalemateCut.enable(true);
        r.frozen = 0;
        r.shielded = 0;
        r.saturate(stopOnPromotionOf);
        return !r.stopped && !net.possible(mater);
    }

    private boolean refuteCase(int mater, long frozen, long shielded) {
        analysis.frozen = frozen;
        analysis.shielded = shielded;
        analysis.saturate(mater);
        return !analysis.stopped && !net.possible(mater);
    }

    private boolean withoutQueenRookOrKnight(int mater) {
        Reachability r = analysis;
        long pieces = r.slotsOf[mater];
        while (pieces != 0) {
            int i = Long.numberOfTrailingZeros(pieces);
            pieces &= pieces - 1;
            int type = r.type[i];
            if (type == Reachability.QUEEN || type == Reachability.ROOK || type == Reachability.KNIGHT) {
                return false;
            }
        }
        return true;
    }
}
