package org.chesseus.search.eval;

import org.chesseus.api.SearchBoard;

/**
 * A static evaluation: how good the position on the board is for the side to move, in
 * centipawns, without searching. Must not allocate; one instance per searching thread.
 */
public interface Evaluator {

    /** The score of the position for the side to move, in centipawns (positive: better for it). */
    int evaluate(SearchBoard board);

    /**
     * A line of play starts from the board as it now stands (a search's root). An evaluator that
     * keeps state along the line (a network's accumulators) forgets the old line; the default does
     * nothing.
     */
    default void reset(SearchBoard board) {
    }

    /** The move {@code move} is about to be made on {@code board} (which still shows the position before it). */
    default void playing(SearchBoard board, int move) {
    }

    /** The side to move is about to pass (a null move). */
    default void passing() {
    }

    /** The last move or pass was taken back. */
    default void takenBack() {
    }
}
