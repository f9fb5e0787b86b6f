package org.chesseus.search;

import java.util.List;
import org.chesseus.api.Legality;
import org.chesseus.api.Move;
import org.chesseus.api.SearchBoard;
import org.chesseus.api.engine.SearchRequest;

/**
 * The position a request asks about: the legality layer's board after the request's moves, each
 * checked for legality, and the keys of every position of the game (for repetitions).
 *
 * @param board the board at the position searched
 * @param keys the keys of the positions from the start to the present one, in order
 */
record GameLine(SearchBoard board, long[] keys) {

    /**
     * Builds the board of the request.
     *
     * @throws IllegalArgumentException naming the first illegal move and its index (from 1)
     */
    static GameLine of(Legality legality, SearchRequest request) {
        SearchBoard board = legality.board(request.start());
        List<Move> moves = request.moves();
        long[] keys = new long[moves.size() + 1];
        keys[0] = board.key();
        int[] buffer = new int[SearchStack.MOVES_PER_PLY];
        for (int i = 0; i < moves.size(); i++) {
            int packed = moves.get(i).packed();
            if (!contains(buffer, board.legalMoves(buffer, 0), packed)) {
                throw new IllegalArgumentException("move " + (i + 1) + " (" + moves.get(i)
                        + ") is not legal in " + board.toPosition());
            }
            board.make(packed);
            keys[i + 1] = board.key();
        }
        return new GameLine(board, keys);
    }

    static boolean contains(int[] moves, int end, int move) {
        for (int i = 0; i < end; i++) {
            if (moves[i] == move) {
                return true;
            }
        }
        return false;
    }
}
