package org.chesseus.rules.armageddon;

import java.time.Duration;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.clock.TimeControl;

/**
 * Armageddon's clock: FIDE's clock (6.1-6.3), but White, who must win, starts with more time than
 * Black (typically 5 against 4 minutes); a clock giving White no more time than Black is refused.
 */
final class MoreTimeForWhite {
    /** What the amended clock rule says it does. */
    static final String SUMMARY = "The FIDE clock, with White given more time than Black (--white-time,"
            + " --black-time); equal times are refused.";

    private MoreTimeForWhite() {
    }

    /** {@code control} unchanged, once White is seen to have more time than Black. */
    static TimeControl check(TimeControl control, Duration white, Duration black) {
        if (white.compareTo(black) <= 0) {
            throw new RejectedInputException("Armageddon gives White more time than Black (e.g. --white-time 5"
                    + " --black-time 4); White has " + format(white) + " and Black " + format(black));
        }
        return control;
    }

    private static String format(Duration time) {
        long seconds = time.toSeconds();
        return String.format("%d:%02d", seconds / 60, seconds % 60);
    }
}
