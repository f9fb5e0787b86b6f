package org.chesseus.drivers.web;

import static java.util.Objects.requireNonNull;

import java.util.function.LongSupplier;

/**
 * How long a game may stay on the server: it is let go once {@link ServeLimits#expireIdle()} has
 * passed since its opening or its last accepted action, or {@link ServeLimits#expireFinished()}
 * since its end was seen. Times are read from the server's monotonic clock (nanoseconds). Not
 * thread-safe: its game guards it.
 */
final class GameLease {
    private final LongSupplier nanos;
    private long lastAction;
    private boolean ended;
    private long endedAt;

    /** A lease starting now, the game's opening counting as its first action. */
    GameLease(LongSupplier nanos) {
        this.nanos = requireNonNull(nanos, "nanos");
        this.lastAction = nanos.getAsLong();
    }

    /** An action was accepted now. */
    void acted() {
        lastAction = nanos.getAsLong();
    }

    /** The game is seen over now; only the first sighting counts. */
    void ended() {
        if (!ended) {
            ended = true;
            endedAt = nanos.getAsLong();
        }
    }

    /** Whether the game has outstayed the limits by now. */
    boolean expired(ServeLimits limits) {
        long now = nanos.getAsLong();
        return now - lastAction >= limits.expireIdle().toNanos()
                || ended && now - endedAt >= limits.expireFinished().toNanos();
    }
}
