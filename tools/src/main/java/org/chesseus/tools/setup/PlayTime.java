package org.chesseus.tools.setup;

import static java.util.Objects.requireNonNull;

import java.time.Duration;
import java.util.function.LongSupplier;

/**
 * The time source of a game's clock: the terminal's monotonic clock, except while it stands still —
 * while moves are replayed (a resumed record, a take-back: each move takes exactly the time
 * recorded for it), or, in {@code chesseus match}, whenever no engine is thinking (setting up,
 * book moves, judging and recording a move), so only thinking is charged. Thawed, the clock goes on
 * from where it stood.
 */
public final class PlayTime implements LongSupplier {
    private final LongSupplier real;
    private long offset;
    private boolean frozen;
    private long frozenAt;

    /** A time source on {@code real} (nanoseconds), running. */
    public PlayTime(LongSupplier real) {
        this.real = requireNonNull(real, "real");
    }

    @Override
    public long getAsLong() {
        return frozen ? frozenAt : real.getAsLong() - offset;
    }

    /** Time stands still from now on. */
    public void freeze() {
        frozenAt = getAsLong();
        frozen = true;
    }

    /** Whether time stands still. */
    public boolean frozen() {
        return frozen;
    }

    /** While frozen, time moves on by {@code elapsed} at once. */
    public void spend(Duration elapsed) {
        if (!frozen) {
            throw new IllegalStateException("time is spent at once only while it stands still");
        }
        frozenAt += Math.max(0, elapsed.toNanos());
    }

    /** Time runs again, on from where it stood. */
    public void thaw() {
        offset = real.getAsLong() - frozenAt;
        frozen = false;
    }
}
