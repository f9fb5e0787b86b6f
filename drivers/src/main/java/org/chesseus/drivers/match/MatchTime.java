package org.chesseus.drivers.match;

import static java.util.Objects.requireNonNull;

import java.util.function.LongSupplier;

/**
 * The time source of a match game's clock: the real monotonic clock while an engine thinks, from
 * {@code go} to its answer; standing still otherwise (setting up the game, the book moves, judging
 * and recording a move), so only the engines' thinking is charged.
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

    /** Whether time stands still. */
    boolean frozen() {
        return frozen;
    }

    /** Time runs again, on from where it stood. */
    void thaw() {
        offset = real.getAsLong() - frozenAt;
        frozen = false;
    }
}
