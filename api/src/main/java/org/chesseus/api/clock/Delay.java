package org.chesseus.api.clock;

/**
 * How the clock treats the time a move takes before it counts (RULES-NOTES §6). The same result
 * except at the flag: with 2 s left and a 4 s move under a 5 s delay, simple delay survives and
 * Bronstein flags.
 */
public enum Delay {
    /** No delay: the main time runs from the start of the move. */
    NONE,
    /** Simple (US) delay: the main time waits the delay; unused delay is lost (US Chess 16). */
    SIMPLE,
    /** Bronstein: the main time runs at once; the time used, up to the delay, is given back after the move. */
    BRONSTEIN
}
