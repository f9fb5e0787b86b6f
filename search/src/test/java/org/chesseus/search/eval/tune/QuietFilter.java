package org.chesseus.search.eval.tune;

import org.chesseus.api.Move;
import org.chesseus.api.SearchBoard;

/**
 * Whether a position is quiet enough to label with a game's result: the side to move is not in
 * check, has a legal move, and a capture-only search on material alone (pawn 1, minor 3, rook 5,
 * queen 9) cannot gain anything over standing pat — no capture wins material.
 */
final class QuietFilter {
    private static final int[] VALUE = {100, 300, 300, 500, 900, 0};
    private static final int MAX_DEPTH = 8;
    private final int[][] moves = new int[MAX_DEPTH + 1][256];

    /** Whether {@code board}'s position is quiet; the board is left as it was. */
    boolean quiet(SearchBoard board) {
        if (board.inCheck() || board.countLegalMoves() == 0) {
            return false;
        }
        int standPat = material(board);
        return search(board, standPat - 1, standPat + 1, 0) <= standPat;
    }

    private int search(SearchBoard board, int alpha, int beta, int depth) {
        int standPat = material(board);
        if (standPat >= beta || depth == MAX_DEPTH) {
            return standPat;
        }
        int best = Math.max(alpha, standPat);
        int[] buffer = moves[depth];
        int count = board.legalMoves(buffer, 0);
        for (int i = 0; i < count && best < beta; i++) {
            int move = buffer[i];
            if ((Move.flags(move) & Move.CAPTURE) == 0 && (Move.flags(move) & Move.PROMOTION) == 0) {
                continue;
            }
            board.make(move);
            int score = -search(board, -beta, -best, depth + 1);
            board.unmake(move);
            best = Math.max(best, score);
        }
        return best;
    }

    private static int material(SearchBoard board) {
        int score = 0;
        for (int type = 0; type < 5; type++) {
            score += VALUE[type] * (Long.bitCount(board.pieces(type)) - Long.bitCount(board.pieces(6 + type)));
        }
        return board.sideToMove() == 0 ? score : -score;
    }
}
