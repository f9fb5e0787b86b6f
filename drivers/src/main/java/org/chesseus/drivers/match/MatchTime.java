package org.chesseus.drivers.match;

import static java.util.Objects.requireNonNull;

import java.util.function.LongSupplier;

/**
 * The time source of a match game's clock: the real monotonic clock, standing still while the book
 * moves of the opening are played, so they take no time.
 */
final class MatchTime implements LongSupplier {
    private final LongSupplier real;
    private long offset;
    private boolean frozen;
    private long frozenAt;

    MatchTime(LongSupplier real) {
        this.real = requireNonNull(real, "real");
    }

    @Override
    public long getAsLong() {
        return frozen ? frozenAt : real.getAsLong() - offset;
    }

    /** Time stands still from now on. */
    void freeze() {
        frozenAt = getAsLong();
        frozen = true;
    }

    /** Time runs again, on from where it stood. */
    void thaw() {
        offset = real.getAsLong() - frozenAt;
        frozen = false;
    }
}
