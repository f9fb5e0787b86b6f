package org.chesseus.tools.setup;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.clock.Delay;
import org.chesseus.api.clock.IncrementTiming;
import org.chesseus.api.clock.Period;
import org.chesseus.api.clock.TimeControl;

/**
 * Reads cutechess-cli's {@code tc} grammar, the engine testers' form: {@code [MOVES/]TIME[+INC]},
 * TIME and INC in seconds ({@code 10+0.1} = 10 s + 0.1 s a move), TIME also as {@code MIN:SEC}
 * ({@code 2:30+1}); with MOVES the time repeats: {@code 40/60+0.6} gives 60 s for every 40 moves,
 * +0.6 s a move; {@code inf} is no clock. (The shared form, {@link
 * org.chesseus.api.clock.TimeControlParser}, reads minutes: there {@code 10+0.1} is 10 minutes.)
 * A refusal is one line naming the option, the text and what is wrong.
 */
public final class CutechessTimeControl {
    private static final Pattern TC = Pattern.compile("(?:([^/]*)/)?([^+]*)(?:\\+(.*))?");
    private static final Pattern SECONDS = Pattern.compile("[0-9]+(?:\\.[0-9]+)?");
    private static final Pattern MINUTES_SECONDS = Pattern.compile("([0-9]+):([0-5]?[0-9](?:\\.[0-9]+)?)");
    private static final BigDecimal DAY = BigDecimal.valueOf(24L * 3600);

    private CutechessTimeControl() {
    }

    /**
     * The time control {@code text} gives; empty for {@code inf}. FIDE increment timing, no delay.
     *
     * @param option the option as the caller names it ({@code --tc}), for messages
     * @throws RejectedInputException naming {@code option}, the text and the part at fault
     */
    public static Optional<TimeControl> parse(String option, String text) {
        String given = text.strip();
        String where = option + " " + given;
        if (given.equals("inf")) {
            return Optional.empty();
        }
        Matcher m = TC.matcher(given);
        if (given.isEmpty() || !m.matches()) {
            throw new RejectedInputException(where + ": expected [MOVES/]TIME[+INC] in seconds, such as 10+0.1, 40/60+0.6 or inf");
        }
        int moves = m.group(1) == null ? 0 : moves(where, m.group(1));
        Duration time = time(where, m.group(2));
        Duration increment = m.group(3) == null ? Duration.ZERO : seconds(where, "increment", m.group(3));
        return Optional.of(new TimeControl(List.of(new Period(moves, time, increment)), Delay.NONE, Duration.ZERO,
                IncrementTiming.AT_START));
    }

    private static int moves(String where, String text) {
        if (text.matches("[0-9]{1,4}") && Integer.parseInt(text) > 0) {
            return Integer.parseInt(text);
        }
        throw new RejectedInputException(where + ": moves '" + text + "' is not a number of moves from 1 to 9999");
    }

    private static Duration time(String where, String text) {
        Matcher clock = MINUTES_SECONDS.matcher(text);
        Duration time = clock.matches()
                ? nanos(where, "time", new BigDecimal(clock.group(1)).multiply(BigDecimal.valueOf(60))
                        .add(new BigDecimal(clock.group(2))), text)
                : seconds(where, "time", text);
        if (time.isZero()) {
            throw new RejectedInputException(where + ": the time must be more than zero");
        }
        return time;
    }

    private static Duration seconds(String where, String what, String text) {
        if (!SECONDS.matcher(text).matches()) {
            throw new RejectedInputException(where + ": " + what + " '" + text + "' is not "
                    + (what.equals("time") ? "seconds (10, 0.5) or MIN:SEC (2:30)" : "seconds (0.1)"));
        }
        return nanos(where, what, new BigDecimal(text), text);
    }

    private static Duration nanos(String where, String what, BigDecimal seconds, String text) {
        if (seconds.compareTo(DAY) > 0) {
            throw new RejectedInputException(where + ": " + what + " '" + text + "' is longer than a day");
        }
        return Duration.ofNanos(seconds.movePointRight(9).longValue());
    }
}
