package org.chesseus.rules.uscf;

import java.time.Duration;
import org.chesseus.api.clock.Delay;
import org.chesseus.api.clock.Period;
import org.chesseus.api.clock.TimeControl;

/**
 * US Chess 5E and 5F: the standard timer is a delay clock, and the delay is the simple (US) delay —
 * the main time waits out the delay and unused delay is lost. A control announced with neither an
 * increment nor a delay is played with the recommended five-second simple delay (5E2: the organizer
 * failed to specify one); a control that names its increment or delay (Bronstein included) is
 * played as announced. The FIDE clock runs the control so read ({@link UscfLayer}).
 */
final class DelayClocks {
    /** The delay of 5E when the control names none. */
    static final Duration DEFAULT_DELAY = Duration.ofSeconds(5);
    /** What the amended clock rule says it does. */
    static final String SUMMARY = "Delay clocks: simple (US) delay is the delay mode, and a control naming neither"
            + " increment nor delay gets a five-second simple delay.";

    private DelayClocks() {
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
