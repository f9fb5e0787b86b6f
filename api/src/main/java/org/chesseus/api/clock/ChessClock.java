package org.chesseus.api.clock;

import static java.util.Objects.requireNonNull;

import java.time.Duration;
import java.util.function.LongSupplier;
import org.chesseus.api.Color;

/**
 * A chess clock for two players (FIDE 6): the time of each, the side whose clock runs, increments
 * (at the start of a move or after it), simple or Bronstein delay, periods added when their move
 * count is reached with the time saved carried over (6.3.2), a repeating last period added again
 * every time its move count comes round. Times are kept in nanoseconds from an
 * injected monotonic source, so the flag falls on the exact time, never on a rounded display, and
 * tests run on a fake clock. Not thread-safe.
 */
public final class ChessClock {
    private final TimeControl control;
    private final LongSupplier nanos;
    private final long[] stored = new long[2];
    private final int[] moves = new int[2];
    private final int[] period = new int[2];
    private int running = -1;
    private long turnStarted;

    /** A clock with both players' time from the first period. */
    public ChessClock(TimeControl control, LongSupplier nanos) {
        this(control, nanos, control.periods().get(0).base(), control.periods().get(0).base());
    }

    /** A clock with odds: each player's starting time given (Armageddon). */
    public ChessClock(TimeControl control, LongSupplier nanos, Duration white, Duration black) {
        this.control = requireNonNull(control, "control");
        this.nanos = requireNonNull(nanos, "nanos");
        stored[0] = white.toNanos();
        stored[1] = black.toNanos();
    }

    /** The time control. */
    public TimeControl control() {
        return control;
    }

    /** Starts {@code side}'s clock for its move (at the start of the game: White's). */
    public void start(Color side) {
        running = side.ordinal();
        turnStarted = nanos.getAsLong();
        if (control.incrementTiming() == IncrementTiming.AT_START) {
            stored[running] += increment(running);
        }
    }

    /** The side whose clock runs, if any. */
    public java.util.Optional<Color> running() {
        return running < 0 ? java.util.Optional.empty() : java.util.Optional.of(Color.values()[running]);
    }

    /**
     * The running side completes its move and presses: its time is charged (with its delay), an
     * increment after the move is added, the next period's time is added when its move count is
     * reached, and the other side's clock starts.
     */
    public void press() {
        if (running < 0) {
            throw new IllegalStateException("no clock is running");
        }
        int side = running;
        long elapsed = nanos.getAsLong() - turnStarted;
        stored[side] -= charged(side, elapsed);
        if (control.delay() == Delay.BRONSTEIN && stored[side] > 0) {
            stored[side] += Math.min(elapsed, control.delayTime().toNanos());
        }
        if (control.incrementTiming() == IncrementTiming.AFTER_MOVE) {
            stored[side] += increment(side);
        }
        moves[side]++;
        advancePeriod(side);
        start(Color.values()[side ^ 1]);
    }

    /** Stops the clocks (the game is over); the times stay as they are now. */
    public void stop() {
        if (running >= 0) {
            stored[running] -= charged(running, nanos.getAsLong() - turnStarted);
            running = -1;
        }
    }

    /** The time {@code side} has left now, never rounded; negative once its flag has fallen. */
    public long remainingNanos(Color side) {
        int s = side.ordinal();
        return s == running ? stored[s] - charged(s, nanos.getAsLong() - turnStarted) : stored[s];
    }

    /** Whether {@code side}'s flag has fallen: its time is used up (FIDE 6.9). */
    public boolean flagFallen(Color side) {
        return remainingNanos(side) <= 0;
    }

    /** Adds time to a player's clock (an arbiter's award: FIDE 7.5.3, 9.5.3). */
    public void addTime(Color side, Duration time) {
        stored[side.ordinal()] += time.toNanos();
    }

    /** The moves {@code side} has completed on this clock. */
    public int movesMade(Color side) {
        return moves[side.ordinal()];
    }

    /** The time of the present move charged to the main time after {@code elapsed} nanoseconds. */
    private long charged(int side, long elapsed) {
        return control.delay() == Delay.SIMPLE ? Math.max(0, elapsed - control.delayTime().toNanos()) : elapsed;
    }

    private long increment(int side) {
        return control.periods().get(period[side]).increment().toNanos();
    }

    private void advancePeriod(int side) {
        Period current = control.periods().get(period[side]);
        if (current.isSuddenDeath()) {
            return;
        }
        int limit = 0;
        for (int i = 0; i <= period[side]; i++) {
            limit += control.periods().get(i).moves();
        }
        if (period[side] == control.periods().size() - 1) {
            // A repeating last period: its time again each time its move count comes round.
            if ((moves[side] - (limit - current.moves())) % current.moves() == 0) {
                stored[side] += current.base().toNanos();
            }
        } else if (moves[side] == limit) {
            period[side]++;
            stored[side] += control.periods().get(period[side]).base().toNanos();
        }
    }
}
