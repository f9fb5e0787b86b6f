package org.chesseus.rules.armageddon;

import java.time.Duration;
import java.util.Set;
import java.util.function.LongSupplier;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.clock.ChessClock;
import org.chesseus.api.clock.TimeControl;
import org.chesseus.api.game.ClockRule;
import org.chesseus.api.game.FlagRule;

/**
 * Armageddon's clock: FIDE's clock (6.1-6.3), but White, who must win, starts with more time than
 * Black (typically 5 against 4 minutes); a clock giving White no more time than Black is refused.
 */
final class MoreTimeForWhiteClock implements ClockRule {

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
        return ArmageddonLayer.ARTICLE + " (FIDE 6.1-6.3)";
    }

    @Override
    public String summary() {
        return "The FIDE clock, with White given more time than Black (--white-time, --black-time); equal times are refused.";
    }

    @Override
    public ChessClock clock(TimeControl control, LongSupplier nanos, Duration white, Duration black) {
        if (white.compareTo(black) <= 0) {
            throw new RejectedInputException("Armageddon gives White more time than Black (e.g. --white-time 5"
                    + " --black-time 4); White has " + format(white) + " and Black " + format(black));
        }
        return new ChessClock(control, nanos, white, black);
    }

    private static String format(Duration time) {
        long seconds = time.toSeconds();
        return String.format("%d:%02d", seconds / 60, seconds % 60);
    }
}
