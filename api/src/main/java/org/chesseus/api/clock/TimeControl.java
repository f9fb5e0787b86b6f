package org.chesseus.api.clock;

import static java.util.Objects.requireNonNull;

import java.time.Duration;
import java.util.List;

/**
 * A time control: its periods, the delay applied to every move and how long it is, and when
 * increments are added. The last period lasts the rest of the game ({@code moves} 0), or, with a
 * move count, repeats: its time is added again every {@code moves} moves (cutechess's {@code
 * 40/60}, WinBoard's {@code level 40 1 0}). Parsed from the form every command shares ({@link
 * TimeControlParser}): {@code 5+3}, {@code 10s+0.1}, {@code 40/90+30,30+30}.
 *
 * @param periods the periods, in order; the last has {@code moves} 0, or repeats every {@code moves} moves
 * @param delay the delay mode
 * @param delayTime the delay per move ({@link Duration#ZERO} with {@link Delay#NONE})
 * @param incrementTiming when increments are added
 */
public record TimeControl(List<Period> periods, Delay delay, Duration delayTime, IncrementTiming incrementTiming) {
    /** Validates the control. */
    public TimeControl {
        periods = List.copyOf(periods);
        requireNonNull(delay, "delay");
        requireNonNull(delayTime, "delayTime");
        requireNonNull(incrementTiming, "incrementTiming");
        if (periods.isEmpty()) {
            throw new IllegalArgumentException("a time control needs a period");
        }
        for (int i = 0; i < periods.size() - 1; i++) {
            if (periods.get(i).isSuddenDeath()) {
                throw new IllegalArgumentException("only the last period lasts the rest of the game");
            }
        }
        if (delayTime.isNegative() || (delay == Delay.NONE) != delayTime.isZero()) {
            throw new IllegalArgumentException("a delay mode needs a positive delay time, and no delay none");
        }
    }

    /** A control of one period with an increment, FIDE timing, no delay. */
    public static TimeControl of(Duration base, Duration increment) {
        return new TimeControl(List.of(new Period(0, base, increment)), Delay.NONE, Duration.ZERO, IncrementTiming.AT_START);
    }

    /** The same periods with another delay. */
    public TimeControl withDelay(Delay mode, Duration time) {
        return new TimeControl(periods, mode, time, incrementTiming);
    }

    /** The same control with increments added at another time. */
    public TimeControl withIncrementTiming(IncrementTiming timing) {
        return new TimeControl(periods, delay, delayTime, timing);
    }

    /** Whether the last period repeats every {@code moves} moves instead of lasting the rest of the game. */
    public boolean repeats() {
        return !periods.get(periods.size() - 1).isSuddenDeath();
    }

    /** The class by the first period: base + 60 × increment. */
    public TimeClass timeClass() {
        Period first = periods.get(0);
        return TimeClass.of(first.base().toNanos() / 1e9, first.increment().toNanos() / 1e9);
    }

    /** The period a side is in after it has completed {@code made} moves (a repeating last period stays last). */
    public Period periodAfter(int made) {
        int limit = 0;
        for (Period period : periods) {
            limit += period.moves();
            if (period.isSuddenDeath() || made < limit) {
                return period;
            }
        }
        return periods.get(periods.size() - 1);
    }

    /**
     * The moves a side must still make before its next time control after {@code made} moves (a
     * repeating last period's included); 0 in sudden death. UCI's {@code movestogo}.
     */
    public int movesToGo(int made) {
        int limit = 0;
        for (Period period : periods) {
            if (period.isSuddenDeath()) {
                return 0;
            }
            limit += period.moves();
            if (made < limit) {
                return limit - made;
            }
        }
        Period last = periods.get(periods.size() - 1);
        return last.moves() - (made - limit) % last.moves();
    }

    /**
     * What an engine is told a side gains a move after {@code made} moves: its period's increment,
     * or under a delay the delay (UCI has no delay; {@code winc}/{@code binc} carry it, so an engine
     * that spends no more than its time left never loses on time).
     */
    public Duration engineIncrement(int made) {
        return delay == Delay.NONE ? periodAfter(made).increment() : delayTime;
    }
}
