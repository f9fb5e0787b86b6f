package org.chesseus.rules.l2;

import org.chesseus.api.SearchBoard;
import org.chesseus.rules.l2.proof.Confinement;
import org.chesseus.rules.l2.proof.Prospects;

/**
 * Where a dead position (FIDE 5.2.2) could be at hand, for the arbiter's third gate ({@link
 * DeadPositionRule}): both sides could be unable to mate ({@link Confinement}), or the position is
 * forced and every legal move leads to such a position. A forced position — at most {@value
 * #NARROW} legal moves, the side to move in check, or the other side with at most {@value #NARROW}
 * moves were it to move (every quiet move might stalemate it) — is where the assumption behind
 * {@code Confinement} fails (the queen that must be taken, the king that must be given room), so
 * there the moves are followed instead, up to {@value #DEPTH} half-moves deep; deeper, the answer
 * is "could be dead".
 * If some legal move leads to a position that is not dead, neither is this one: a series of moves
 * from there that mates, prefixed by that move, mates from here.
 *
 * <p>The board is changed and restored; each thread follows the moves in its own buffers, so
 * nothing is allocated once they exist.
 */
final class DeadPositionCriterion {
    /** Legal moves up to which a position is forced. */
    static final int NARROW = Prospects.NARROW;
    /** How many half-moves of forced positions are followed. */
    static final int DEPTH = 4;
    private static final int ROW = 256;
    private static final ThreadLocal<int[]> MOVES = ThreadLocal.withInitial(() -> new int[ROW * DEPTH]);

    private DeadPositionCriterion() {
    }

    /** Whether both sides could be unable to mate, read from the board as it stands. */
    static boolean bothCouldBeUnable(SearchBoard board) {
        return Confinement.bothCouldBeUnable(board);
    }

    /** Whether a dead position could be at hand, following forced positions. */
    static boolean couldBeDead(SearchBoard board) {
        return couldBeDead(board, board.countLegalMoves());
    }

    /** {@link #couldBeDead(SearchBoard)}, the side to move's number of legal moves already known. */
    static boolean couldBeDead(SearchBoard board, int legalMoves) {
        if (bothCouldBeUnable(board)) {
            return true;
        }
        if (!forced(board, legalMoves)) {
            return false;
        }
        return DEPTH <= 1 || everyMoveCouldBeDead(board, MOVES.get(), 0);
    }

    private static boolean couldBeDead(SearchBoard board, int[] moves, int ply) {
        if (bothCouldBeUnable(board)) {
            return true;
        }
        int base = ply * ROW;
        int end = board.legalMoves(moves, base);
        if (!forced(board, end - base)) {
            return false;
        }
        return ply + 1 >= DEPTH || followed(board, moves, ply, base, end);
    }

    /** Whether every legal move of a forced position at {@code ply} leads to a position that could be dead. */
    private static boolean everyMoveCouldBeDead(SearchBoard board, int[] moves, int ply) {
        int base = ply * ROW;
        return followed(board, moves, ply, base, board.legalMoves(moves, base));
    }

    private static boolean followed(SearchBoard board, int[] moves, int ply, int base, int end) {
        for (int i = base; i < end; i++) {
            int move = moves[i];
            board.make(move);
            boolean could = couldBeDead(board, moves, ply + 1);
            board.unmake(move);
            if (!could) {
                return false;
            }
        }
        return true;
    }

    private static boolean forced(SearchBoard board, int legalMoves) {
        return Prospects.forced(board, legalMoves);
    }
}
