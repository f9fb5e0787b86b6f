package org.chesseus.api.clock;

import static java.util.Objects.requireNonNull;

import java.time.Duration;

/**
 * One period of a time control (FIDE 6.3): {@code moves} moves (0 = the rest of the game) in
 * {@code base}, with {@code increment} per move. A last period with a move count repeats ({@link
 * TimeControl}).
 *
 * @param moves moves to make in this period, or 0 for sudden death (the rest of the game)
 * @param base the time given at the start of the period
 * @param increment the time added per move (Fischer), zero for none
 */
public record Period(int moves, Duration base, Duration increment) {
    /** Validates the period. */
    public Period {
        requireNonNull(base, "base");
        requireNonNull(increment, "increment");
        if (moves < 0 || base.isNegative() || increment.isNegative()) {
            throw new IllegalArgumentException("a period needs non-negative moves and times");
        }
    }

    /** Whether this period lasts the rest of the game. */
    public boolean isSuddenDeath() {
        return moves == 0;
    }
}
