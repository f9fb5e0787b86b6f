package org.chesseus.rules.uscf;

import java.time.Duration;
import java.util.Set;
import java.util.function.LongSupplier;
import org.chesseus.api.clock.ChessClock;
import org.chesseus.api.clock.Delay;
import org.chesseus.api.clock.Period;
import org.chesseus.api.clock.TimeControl;
import org.chesseus.api.game.ClockRule;
import org.chesseus.api.game.FlagRule;

/**
 * US Chess 5E and 5F: the standard timer is a delay clock, and the delay is the simple (US) delay —
 * the main time waits out the delay and unused delay is lost. A control announced with neither an
 * increment nor a delay is played with the recommended five-second simple delay (5E2: the organizer
 * failed to specify one); a control that names its increment or delay (Bronstein included) is
 * played as announced.
 */
final class DelayClockRule implements ClockRule {
    /** The delay of 5E when the control names none. */
    static final Duration DEFAULT_DELAY = Duration.ofSeconds(5);

    @Override
    public String id() {
        return ID;
    }

    @Override
    public Set<String> needs() {
        return Set.of(FlagRule.ID);
    }

    @Override
    public String article() {
        return "USCF 5E, 5F";
    }

    @Override
    public String summary() {
        return "Delay clocks: simple (US) delay is the delay mode, and a control naming neither increment nor delay gets"
                + " a five-second simple delay.";
    }

    @Override
    public ChessClock clock(TimeControl control, LongSupplier nanos, Duration white, Duration black) {
        return new ChessClock(asPlayed(control), nanos, white, black);
    }

    /** The control as US Chess plays it. */
    static TimeControl asPlayed(TimeControl control) {
        boolean increments = control.periods().stream().map(Period::increment).anyMatch(time -> !time.isZero());
        if (control.delay() != Delay.NONE || increments) {
            return control;
        }
        return control.withDelay(Delay.SIMPLE, DEFAULT_DELAY);
    }
}
