package org.chesseus.rules.l3;

import java.time.Duration;
import java.util.function.LongSupplier;

/** A monotonic nanosecond source that moves only when a test says so. */
final class FakeTime implements LongSupplier {
    private long now;

    @Override
    public long getAsLong() {
        return now;
    }

    /** Lets {@code seconds} pass. */
    void elapse(double seconds) {
        now += Math.round(seconds * 1e9);
    }

    static Duration seconds(double seconds) {
        return Duration.ofNanos(Math.round(seconds * 1e9));
    }
}
