package org.chesseus.api.pgn;

import static java.util.Objects.requireNonNull;

import java.time.Duration;
import java.util.Optional;

/**
 * A move of a PGN record as written: its SAN text, where it stands, the comment after it and the
 * clock time a {@code [%clk h:mm:ss]} command in that comment gives.
 *
 * @param san the move as written ({@code Nf3}, {@code exd8=Q+})
 * @param line the line of the text it stands on, from 1
 * @param comment the comment after it, empty when none
 * @param clock the clock time after the move from {@code [%clk]}, {@link Duration#ZERO} when none is given
 * @param hasClock whether a {@code [%clk]} was given
 */
public record PgnMove(String san, long line, String comment, Duration clock, boolean hasClock) {
    /** Requires the parts. */
    public PgnMove {
        requireNonNull(san, "san");
        requireNonNull(comment, "comment");
        requireNonNull(clock, "clock");
    }

    /** A move without comment. */
    public static PgnMove of(String san, long line) {
        return new PgnMove(san, line, "", Duration.ZERO, false);
    }

    /** The clock time after the move, when {@code [%clk]} gave one. */
    public Optional<Duration> clockTime() {
        return hasClock ? Optional.of(clock) : Optional.empty();
    }

    /** This move with the comment that follows it (and its clock time, if it has one). */
    PgnMove withComment(String text) {
        String joined = comment.isEmpty() ? text : comment + " " + text;
        Optional<Duration> time = ClockCommand.find(text);
        return new PgnMove(san, line, joined, time.orElse(clock), hasClock || time.isPresent());
    }
}
