package org.chesseus.api.clock;

/**
 * When a Fischer increment is added (RULES-NOTES §6): FIDE's electronic clocks add it at the start
 * of each move (so 3+2 starts at 3:02), online platforms after the move. The difference shows only
 * inside a move: given first, the flag falls one increment later.
 */
public enum IncrementTiming {
    /** Added when the move starts, as FIDE clocks do. */
    AT_START,
    /** Added when the move is completed, as online platforms do. */
    AFTER_MOVE
}
