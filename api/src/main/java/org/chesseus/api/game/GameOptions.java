package org.chesseus.api.game;

import static java.util.Objects.requireNonNull;

import java.time.Duration;
import java.util.Optional;
import java.util.function.LongSupplier;
import org.chesseus.api.clock.TimeClass;
import org.chesseus.api.clock.TimeControl;

/**
 * How a game is set up beyond its book and position: the clock (a time control, the monotonic
 * nanosecond source it reads, odds), and the event's regulations the books leave to it — no draw
 * offers before a given move (FIDE 9.1.1), time for the opponent after an incorrect claim (9.5.3,
 * on by default). Immutable; made with {@link #builder()}.
 */
public final class GameOptions {
    private static final GameOptions NONE = builder().build();

    private final TimeControl timeControl;
    private final LongSupplier timeSource;
    private final Duration whiteTime;
    private final Duration blackTime;
    private final int noOffersBeforeMove;
    private final boolean claimPenalty;

    private GameOptions(Builder builder) {
        this.timeControl = builder.timeControl;
        this.timeSource = builder.timeSource;
        this.whiteTime = builder.whiteTime;
        this.blackTime = builder.blackTime;
        this.noOffersBeforeMove = builder.noOffersBeforeMove;
        this.claimPenalty = builder.claimPenalty;
    }

    /** No clock, no event regulations beyond the book. */
    public static GameOptions none() {
        return NONE;
    }

    /** A builder starting from {@link #none()}. */
    public static Builder builder() {
        return new Builder();
    }

    /** The time control of the clock attached at the start, if any. */
    public Optional<TimeControl> timeControl() {
        return Optional.ofNullable(timeControl);
    }

    /** The class of the time control (Appendices A and B); standard without a clock. */
    public TimeClass timeClass() {
        return timeControl == null ? TimeClass.STANDARD : timeControl.timeClass();
    }

    /** The monotonic nanosecond source the clock reads. */
    public LongSupplier timeSource() {
        return timeSource;
    }

    /** White's time at the start: odds, or the first period's base. */
    public Duration whiteTime() {
        return whiteTime != null ? whiteTime : baseTime();
    }

    /** Black's time at the start: odds, or the first period's base. */
    public Duration blackTime() {
        return blackTime != null ? blackTime : baseTime();
    }

    /** The move before which no draw may be offered (9.1.1); 0 or 1 when offers are always allowed. */
    public int noOffersBeforeMove() {
        return noOffersBeforeMove;
    }

    /** Whether an incorrect claim gives the opponent time (9.5.3). */
    public boolean claimPenalty() {
        return claimPenalty;
    }

    private Duration baseTime() {
        return timeControl == null ? Duration.ZERO : timeControl.periods().get(0).base();
    }

    /** Builds {@link GameOptions}. */
    public static final class Builder {
        private TimeControl timeControl;
        private LongSupplier timeSource = System::nanoTime;
        private Duration whiteTime;
        private Duration blackTime;
        private int noOffersBeforeMove;
        private boolean claimPenalty = true;

        private Builder() {
        }

        /** A clock under {@code control}, reading the JVM's monotonic time. */
        public Builder clock(TimeControl control) {
            return clock(control, System::nanoTime);
        }

        /** A clock under {@code control}, reading {@code nanos} (a fake source in tests). */
        public Builder clock(TimeControl control, LongSupplier nanos) {
            this.timeControl = requireNonNull(control, "control");
            this.timeSource = requireNonNull(nanos, "nanos");
            return this;
        }

        /** Odds: each player's time at the start (Armageddon); needs a clock. */
        public Builder odds(Duration white, Duration black) {
            this.whiteTime = requireNonNull(white, "white");
            this.blackTime = requireNonNull(black, "black");
            return this;
        }

        /** No draw offers before this move (9.1.1). */
        public Builder noOffersBeforeMove(int move) {
            if (move < 0) {
                throw new IllegalArgumentException("a move number is not negative: " + move);
            }
            this.noOffersBeforeMove = move;
            return this;
        }

        /** Whether an incorrect claim gives the opponent time (9.5.3). */
        public Builder claimPenalty(boolean applied) {
            this.claimPenalty = applied;
            return this;
        }

        /**
         * The options.
         *
         * @throws IllegalArgumentException for odds without a clock
         */
        public GameOptions build() {
            if (timeControl == null && whiteTime != null) {
                throw new IllegalArgumentException("odds need a clock");
            }
            return new GameOptions(this);
        }
    }
}
