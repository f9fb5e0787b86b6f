package org.chesseus.api.game;

import static java.util.Objects.requireNonNull;

import java.time.Duration;
import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.clock.TimeClass;

/**
 * The clocks at the moment of a ruling (FIDE 6): each player's time left, never rounded (negative
 * once a flag has fallen), the side whose clock runs (none once the game is over) and the class of
 * the time control.
 */
public final class ClockReading {
    private final Duration white;
    private final Duration black;
    private final Color running;
    private final TimeClass timeClass;

    ClockReading(Duration white, Duration black, Color running, TimeClass timeClass) {
        this.white = requireNonNull(white, "white");
        this.black = requireNonNull(black, "black");
        this.running = running;
        this.timeClass = requireNonNull(timeClass, "timeClass");
    }

    /** The time {@code side} has left. */
    public Duration remaining(Color side) {
        return side == Color.WHITE ? white : black;
    }

    /** The side whose clock runs; empty once the clocks are stopped. */
    public Optional<Color> running() {
        return Optional.ofNullable(running);
    }

    /** The class of the time control (blitz, rapid, standard). */
    public TimeClass timeClass() {
        return timeClass;
    }

    @Override
    public String toString() {
        return "White " + ClockReading.format(white) + ", Black " + ClockReading.format(black);
    }

    /** A time as people read it: {@code 1:02:03.4}, {@code 4:05.0}, {@code -0:01.2}. */
    static String format(Duration time) {
        long tenths = Math.abs(time.toMillis()) / 100;
        long seconds = tenths / 10;
        String sign = time.isNegative() ? "-" : "";
        String rest = String.format("%02d.%d", seconds % 60, tenths % 10);
        long minutes = seconds / 60;
        return minutes >= 60 ? sign + minutes / 60 + ":" + String.format("%02d", minutes % 60) + ":" + rest
                : sign + minutes + ":" + rest;
    }
}
