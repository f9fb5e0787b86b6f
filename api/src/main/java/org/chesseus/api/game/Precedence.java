package org.chesseus.api.game;

/**
 * The order in which the books judge endings on the board (RULES-NOTES §1): checkmate first (it
 * beats a 9.6 threshold reached by the mating move, 9.6.2), then stalemate and dead position
 * (5.2.1, 5.2.2), then the automatic draws (9.6), then draws an overlay makes automatic.
 */
public final class Precedence {
    /** Checkmate, FIDE 5.1.1. */
    public static final int CHECKMATE = 100;
    /** Stalemate, FIDE 5.2.1. */
    public static final int STALEMATE = 200;
    /** Dead position, FIDE 5.2.2. */
    public static final int DEAD_POSITION = 300;
    /** Fivefold repetition, FIDE 9.6.1. */
    public static final int FIVEFOLD = 400;
    /** Seventy-five moves, FIDE 9.6.2. */
    public static final int SEVENTY_FIVE = 410;
    /** Draws an overlay makes automatic (threefold, fifty moves online). */
    public static final int AUTOMATIC_CLAIMS = 500;

    private Precedence() {
    }
}
