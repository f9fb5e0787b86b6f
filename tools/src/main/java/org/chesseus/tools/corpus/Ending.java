package org.chesseus.tools.corpus;

import java.util.Locale;

/**
 * How a generated game ended, and the {@code Termination} tag Lichess writes for it: the ends on
 * the board and by the players ({@code Normal}), a flag ({@code Time forfeit}), a player who left
 * ({@code Abandoned}; an aborted game of no or one move is written with the result {@code *}), a
 * game stopped by the site ({@code Rules infraction}, {@code Unterminated}), and the records
 * damaged on purpose, which no recorder writes but an archive reader must survive.
 */
public enum Ending {
    /** Checkmate (FIDE 5.1.1). */
    CHECKMATE("Normal"),
    /** A player resigned (5.1.2). */
    RESIGNATION("Normal"),
    /** Drawn by agreement (5.2.3). */
    AGREEMENT("Normal"),
    /** Stalemate (5.2.1). */
    STALEMATE("Normal"),
    /** Drawn by a dead position (5.2.2): insufficient material or a blockade. */
    DEAD_POSITION("Normal"),
    /** Drawn by a threefold repetition, drawn at once as Lichess does (9.2; fivefold 9.6.1 alike). */
    REPETITION("Normal"),
    /** Drawn by fifty moves without capture or pawn move, drawn at once as Lichess does (9.3; 75 moves 9.6.2 alike). */
    FIFTY_MOVES("Normal"),
    /** A flag fell (6.9): a loss, or a draw when the opponent has a bare king. */
    TIME_FORFEIT("Time forfeit"),
    /** A player left a game under way: a loss. */
    ABANDONED("Abandoned"),
    /** A game aborted before or after the first move: result {@code *}. */
    ABORTED("Abandoned"),
    /** The site ended the game for a rules infraction: a loss. */
    RULES_INFRACTION("Rules infraction"),
    /** The game was stopped without a result: {@code *}. */
    UNTERMINATED("Unterminated"),
    /** Damaged on purpose: a move the position does not allow. */
    ILLEGAL_MOVE("Normal"),
    /** Damaged on purpose: a {@code )} that closes no variation. */
    SYNTAX_ERROR("Normal"),
    /** Damaged on purpose: the movetext cut off, no result token. */
    TRUNCATED("Normal");

    private final String termination;

    Ending(String termination) {
        this.termination = termination;
    }

    /** The value of Lichess's {@code Termination} tag. */
    public String termination() {
        return termination;
    }

    /** Whether the record was damaged on purpose. */
    public boolean damaged() {
        return this == ILLEGAL_MOVE || this == SYNTAX_ERROR || this == TRUNCATED;
    }

    /** The name a summary shows: {@code time-forfeit}, {@code dead-position}, … */
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
