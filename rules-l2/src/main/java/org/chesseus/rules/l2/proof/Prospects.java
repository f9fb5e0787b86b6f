package org.chesseus.rules.l2.proof;

import org.chesseus.api.SearchBoard;

/**
 * Whether one side's mate is in prospect (FIDE 5.2.2, 6.9, 5.1.2), for the quick tier's "probably
 * can": the side keeps a mating force that can reach the other king ({@link Confinement}) in a
 * position that is not forced, or in a forced one after some legal move, followed up to {@value
 * #DEPTH} half-moves. A forced position — at most {@value #NARROW} legal moves, the side to move in
 * check, or the other side with at most {@value #NARROW} moves were it to move — is where {@code
 * Confinement}'s assumption fails (the queen that must be taken, the stalemate every quiet move
 * gives), so there the moves are followed instead: a series of moves that mates from a position
 * after a legal move, prefixed by that move, mates from here. Never a proof: a side whose mate is
 * not in prospect is asked the search.
 *
 * <p>The board is changed and restored; each thread follows the moves in its own buffer, so nothing
 * is allocated once it exists.
 */
public final class Prospects {
    /** Legal moves up to which a position is forced. */
    public static final int NARROW = 2;
    /** How many half-moves of forced positions are followed. */
    static final int DEPTH = 4;
    private static final int ROW = 256;
    private static final ThreadLocal<int[]> MOVES = ThreadLocal.withInitial(() -> new int[ROW * DEPTH]);

    private Prospects() {
    }

    /**
     * Whether {@code mater} (0 White, 1 Black) keeps a mate in prospect, the side to move having
     * {@code legalMoves} legal moves.
     */
    public static boolean inProspect(SearchBoard board, int mater, int legalMoves) {
        if (Confinement.couldBeUnable(board, mater)) {
            return false;
        }
        return !forced(board, legalMoves) || someMoveKeepsIt(board, mater, MOVES.get(), 0);
    }

    private static boolean inProspect(SearchBoard board, int mater, int[] moves, int ply) {
        if (Confinement.couldBeUnable(board, mater)) {
            return false;
        }
        int base = ply * ROW;
        int end = board.legalMoves(moves, base);
        if (!forced(board, end - base)) {
            return true;
        }
        return ply + 1 < DEPTH && followed(board, mater, moves, ply, base, end);
    }

    private static boolean someMoveKeepsIt(SearchBoard board, int mater, int[] moves, int ply) {
        if (DEPTH <= 1) {
            return false;
        }
        int base = ply * ROW;
        return followed(board, mater, moves, ply, base, board.legalMoves(moves, base));
    }

    private static boolean followed(SearchBoard board, int mater, int[] moves, int ply, int base, int end) {
        for (int i = base; i < end; i++) {
            int move = moves[i];
            board.make(move);
            boolean kept = inProspect(board, mater, moves, ply + 1);
            board.unmake(move);
            if (kept) {
                return true;
            }
        }
        return false;
    }

    /**
     * At most {@link #NARROW} legal moves, in check, or the other side left with at most {@link
     * #NARROW} legal moves were it to move (a stalemate that every quiet move would give).
     */
    public static boolean forced(SearchBoard board, int legalMoves) {
        if (legalMoves <= NARROW || board.inCheck()) {
            return true;
        }
        board.makeNull();
        int replies = board.countLegalMoves();
        board.unmakeNull();
        return replies <= NARROW;
    }
}
