package org.chesseus.search.eval;

import org.chesseus.api.SearchBoard;

/**
 * A static evaluation: how good the position on the board is for the side to move, in
 * centipawns, without searching. Must not allocate; one instance per searching thread.
 */
public interface Evaluator {

    /** The score of the position for the side to move, in centipawns (positive: better for it). */
    int evaluate(SearchBoard board);
}
