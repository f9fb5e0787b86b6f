package org.chesseus.rules.l2.proof;

import org.chesseus.api.SearchBoard;

/**
 * The static proof carried a few plies down narrow lines: where the side to move has at most
 * {@link #WIDTH} legal moves (a check to answer, a piece that must recapture), the mater can
 * checkmate from the board only through one of them, so a proof after every one of them is a
 * proof here. A queen that gives check only to be taken, a rook offered down a file: the static
 * analysis over-approximates what such a piece might still do, while after the forced reply it
 * is gone.
 *
 * <p><b>Soundness.</b> A series of legal moves from the board that ends in a checkmate by the
 * mater either is empty — the board itself a mate of the defender, which the caller has ruled
 * out — or starts with one of the legal moves tried here, and its rest is a series from the
 * position after that move ending in the same mate. After each move tried: a checkmate of the
 * defender is no proof; a position without legal moves otherwise (stalemate, or the mater
 * checkmated) ends every series there without the mater's mate (FIDE 5.1.1, 5.2.1); else the
 * static proof of {@link StaticProof#cannotMate} for the position after it (itself sound, and
 * carried further down where that position is narrow too, up to {@link #PLIES} plies and {@link
 * #NODES} positions from the board). Every move is taken back: the board is left as it was found.
 */
final class NarrowLines {
    /** The most legal moves a position may offer for its replies to be tried. */
    static final int WIDTH = 2;
    /** The deepest line tried from the board. */
    static final int PLIES = 6;
    /** The most positions tried below one board. */
    static final int NODES = 24;

    private final int[] moves = new int[256 * (PLIES + 1)];
    private int budget;

    /**
     * Whether {@code mater} can checkmate from the board by no series of legal moves, every move
     * tried one after the other; {@code proof} proves the positions below (the base proof, without
     * this lookahead).
     */
    boolean refutes(SearchBoard board, int mater, Prover proof) {
        budget = NODES;
        return refutes(board, mater, proof, 0);
    }

    private boolean refutes(SearchBoard board, int mater, Prover proof, int ply) {
        int base = ply * 256;
        int count = board.legalMoves(moves, base) - base;
        if (count == 0 || count > WIDTH || ply == PLIES) {
            return false;
        }
        for (int k = 0; k < count; k++) {
            if (--budget < 0) {
                return false;
            }
            int move = moves[base + k];
            board.make(move);
            boolean closed = closed(board, mater, proof, ply + 1);
            board.unmake(move);
            if (!closed) {
                return false;
            }
        }
        return true;
    }

    /** Whether the position just reached is proven to hold no mate by {@code mater}. */
    private boolean closed(SearchBoard board, int mater, Prover proof, int ply) {
        if (board.countLegalMoves() == 0) {
            // A mate of the defender, or a game over without it.
            return !(board.inCheck() && board.sideToMove() != mater);
        }
        return proof.cannotMate(board, mater) || refutes(board, mater, proof, ply);
    }

    /** The proof of the positions below, without this lookahead. */
    @FunctionalInterface
    interface Prover {
        boolean cannotMate(SearchBoard board, int mater);
    }
}
