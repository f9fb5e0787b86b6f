package org.chesseus.api.clock;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chesseus.api.RejectedInputException;

/**
 * Reads the time-control form every command shares (ARCHITECTURE.md): {@code BASE+INC}, the base in
 * minutes unless suffixed ({@code 5+3} = 5 min + 3 s; {@code 10s+0.1} = 10 s + 0.1 s; {@code 1h}),
 * the increment in seconds unless suffixed; {@code 90} alone is sudden death; periods joined by
 * commas without spaces, each but the last with its move count: {@code 40/90+30,30+30} = 40 moves
 * in 90 minutes, then 30 minutes for the rest, +30 s a move throughout. Errors name the part at
 * fault and why.
 */
public final class TimeControlParser {
    private static final Pattern PERIOD = Pattern.compile("(?:([0-9]+)/)?([^+/]+)(?:\\+(.+))?");
    private static final Pattern AMOUNT = Pattern.compile("([0-9]+(?:\\.[0-9]+)?)([smh]?)");

    private TimeControlParser() {
    }

    /**
     * The time control written {@code text}, FIDE increment timing, no delay.
     *
     * @throws RejectedInputException naming the period and the part at fault
     */
    public static TimeControl parse(String text) {
        String given = text.strip();
        if (given.isEmpty()) {
            throw new RejectedInputException("time control: empty; write BASE+INC such as 5+3 or 40/90+30,30+30");
        }
        String[] parts = given.split(",", -1);
        List<Period> periods = new ArrayList<>();
        for (int i = 0; i < parts.length; i++) {
            periods.add(period(given, parts[i], i + 1, i == parts.length - 1));
        }
        return new TimeControl(periods, Delay.NONE, Duration.ZERO, IncrementTiming.AT_START);
    }

    private static Period period(String given, String part, int number, boolean last) {
        String where = "time control '" + given + "', period " + number + " ('" + part + "')";
        Matcher m = PERIOD.matcher(part);
        if (!m.matches()) {
            throw new RejectedInputException(where + ": expected [MOVES/]BASE[+INC], such as 40/90+30 or 5+3");
        }
        int moves = m.group(1) == null ? 0 : Integer.parseInt(m.group(1));
        if (last && moves != 0) {
            throw new RejectedInputException(where + ": the last period lasts the rest of the game; drop '" + moves + "/'");
        }
        if (!last && moves == 0) {
            throw new RejectedInputException(where + ": every period but the last needs its move count, such as 40/90");
        }
        Duration base = amount(where, "base", m.group(2), 60);
        Duration increment = m.group(3) == null ? Duration.ZERO : amount(where, "increment", m.group(3), 1);
        if (base.isZero()) {
            throw new RejectedInputException(where + ": the base time must be more than zero");
        }
        return new Period(moves, base, increment);
    }

    /** An amount of time: a number with an optional unit (s, m, h), {@code defaultSeconds} per unit without one. */
    private static Duration amount(String where, String what, String text, int defaultSeconds) {
        Matcher m = AMOUNT.matcher(text);
        if (!m.matches()) {
            throw new RejectedInputException(where + ": " + what + " '" + text
                    + "' is not a time (a number, optionally followed by s, m or h)");
        }
        int unit = m.group(2).isEmpty() ? defaultSeconds : m.group(2).equals("s") ? 1 : m.group(2).equals("m") ? 60 : 3600;
        BigDecimal nanos = new BigDecimal(m.group(1)).multiply(BigDecimal.valueOf(unit)).movePointRight(9);
        if (nanos.compareTo(BigDecimal.valueOf(24L * 3600 * 1_000_000_000L)) > 0) {
            throw new RejectedInputException(where + ": " + what + " '" + text + "' is longer than a day");
        }
        return Duration.ofNanos(nanos.longValue());
    }
}
