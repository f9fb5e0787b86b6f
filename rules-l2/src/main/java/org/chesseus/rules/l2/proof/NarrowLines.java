package org.chesseus.rules.l2.proof;

import org.chesseus.api.SearchBoard;

/**
 * The static proof carried a few plies down narrow lines. Where the side to move has at most
 * {@link #WIDTH} legal moves (a check to answer, a piece that must recapture), the mater can
 * checkmate from the board only through one of them, so a proof after every one of them is a
 * proof here. Where it has more but the other side, were it to move, would have at most {@link
 * #WIDTH} (its only mobile piece attacked, a bishop that can only take the one in front of it),
 * every move of the side to move is tried once, at the board only: the replies are narrow. The
 * static analysis over-approximates what a piece that must be taken, or must take, might still
 * do; after the forced reply it is gone.
 *
 * <p><b>Soundness.</b> A series of legal moves from the board that ends in a checkmate by the
 * mater either is empty — the board itself a mate of the defender, which the caller has ruled
 * out — or starts with one of the legal moves tried here, and its rest is a series from the
 * position after that move ending in the same mate. After each move tried: a checkmate of the
 * defender is no proof; a position without legal moves otherwise (stalemate, or the mater
 * checkmated) ends every series there without the mater's mate (FIDE 5.1.1, 5.2.1); else the
 * given proof for the position after it (sound) or, where that position is narrow too, this
 * lookahead again, up to {@link #PLIES} plies and {@link #NODES} positions from the board. Which
 * positions are expanded (the width, the count of the other side's moves after a null move) only
 * decides where to look, never what a proof means. Every move is taken back: the board is left as
 * it was found.
 */
final class NarrowLines {
    /** The most legal moves a position may offer for its replies to be tried. */
    static final int WIDTH = 2;
    /** The deepest line tried from the board. */
    static final int PLIES = 6;
    /** The most positions tried below one board. */
    static final int NODES = 64;
    /** The most legal moves a board may offer for all of them to be tried where the other side is narrow. */
    private static final int WIDE = 48;
    private static final int ROW = 256;

    private final int[] moves = new int[ROW * (PLIES + 1)];
    private int budget;

    /**
     * Whether {@code mater} can checkmate from the board by no series of legal moves, the moves of
     * narrow positions tried one after the other; {@code proof} proves the positions below (the
     * base proof, without this lookahead).
     */
    boolean refutes(SearchBoard board, int mater, Prover proof) {
        budget = NODES;
        int count = board.countLegalMoves();
        if (count > WIDTH && (count > WIDE || !otherSideNarrow(board))) {
            return false;
        }
        return expand(board, mater, proof, 0);
    }

    /** Whether the side not to move would have at most {@link #WIDTH} legal moves were it its turn. */
    private static boolean otherSideNarrow(SearchBoard board) {
        if (board.inCheck()) {
            return false;
        }
        board.makeNull();
        int count = board.countLegalMoves();
        board.unmakeNull();
        return count <= WIDTH;
    }

    /** Tries every legal move of the board's position; whether each leads to a proven position. */
    private boolean expand(SearchBoard board, int mater, Prover proof, int ply) {
        int base = ply * ROW;
        int count = board.legalMoves(moves, base) - base;
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
        int count = board.countLegalMoves();
        if (count == 0) {
            // A mate of the defender, or a game over without it.
            return !(board.inCheck() && board.sideToMove() != mater);
        }
        if (proof.cannotMate(board, mater)) {
            return true;
        }
        return count <= WIDTH && ply < PLIES && expand(board, mater, proof, ply);
    }

    /** The proof of the positions below, without this lookahead. */
    @FunctionalInterface
    interface Prover {
        boolean cannotMate(SearchBoard board, int mater);
    }
}
