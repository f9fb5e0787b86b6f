package org.chesseus.api.pgn;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chesseus.api.clock.Delay;
import org.chesseus.api.clock.IncrementTiming;
import org.chesseus.api.clock.Period;
import org.chesseus.api.clock.TimeControl;

/**
 * The PGN {@code TimeControl} tag (PGN standard 9.6.1), in seconds: {@code 300+3} (5 minutes and 3
 * seconds a move), {@code 40/5400+30:1800+30} (periods joined by {@code :}, each but the last with
 * its move count), {@code 40/60+0.6} (a last period with a move count, repeated until the game
 * ends: cutechess's {@code 40/60+0.6}), {@code ?} (unknown) and {@code -} (no clock). A sandglass
 * ({@code *180}) is refused: the clock model of {@link TimeControl} has none. Delays are not part
 * of the tag and are not written.
 */
public final class PgnTimeControl {
    private static final Pattern FIELD = Pattern.compile("(?:([0-9]+)/)?([0-9]+(?:\\.[0-9]+)?)(?:\\+([0-9]+(?:\\.[0-9]+)?))?");

    private PgnTimeControl() {
    }

    /**
     * The time control a tag value gives; empty for {@code ?} and {@code -}.
     *
     * @throws IllegalArgumentException saying which field is wrong and why
     */
    public static Optional<TimeControl> read(String value) {
        String given = value.strip();
        if (given.equals("?") || given.equals(UNTIMED)) {
            return Optional.empty();
        }
        String[] fields = given.split(":", -1);
        List<Period> periods = new ArrayList<>();
        for (int i = 0; i < fields.length; i++) {
            periods.add(period(fields[i], i == fields.length - 1));
        }
        return Optional.of(new TimeControl(periods, Delay.NONE, Duration.ZERO, IncrementTiming.AT_START));
    }

    private static Period period(String field, boolean last) {
        if (field.startsWith("*")) {
            throw new IllegalArgumentException("'" + field + "' is a sandglass, which Chesseus does not model");
        }
        Matcher m = FIELD.matcher(field);
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + field + "' is not SECONDS, SECONDS+INCREMENT or MOVES/SECONDS");
        }
        int moves = m.group(1) == null ? 0 : Integer.parseInt(m.group(1));
        if (!last && moves == 0) {
            throw new IllegalArgumentException("'" + field + "': every period but the last needs its move count, such as 40/5400");
        }
        Duration base = seconds(m.group(2));
        if (base.isZero()) {
            throw new IllegalArgumentException("'" + field + "': the base time must be more than zero");
        }
        return new Period(moves, base, m.group(3) == null ? Duration.ZERO : seconds(m.group(3)));
    }

    private static Duration seconds(String text) {
        BigDecimal seconds = new BigDecimal(text);
        if (seconds.compareTo(BigDecimal.valueOf(24L * 3600)) > 0) {
            throw new IllegalArgumentException("'" + text + "' seconds is longer than a day");
        }
        return Duration.ofNanos(seconds.movePointRight(9).longValue());
    }

    /** The tag value of a game without a clock (PGN standard 9.6.1). */
    public static final String UNTIMED = "-";

    /** The tag value for a game's clock, {@link #UNTIMED} without one. */
    public static String write(Optional<TimeControl> control) {
        return control.map(PgnTimeControl::write).orElse(UNTIMED);
    }

    /** The tag value for a time control: {@code 300+3}, {@code 40/5400+30:1800+30}, {@code 40/60+0.6} (repeating). */
    public static String write(TimeControl control) {
        StringBuilder text = new StringBuilder();
        for (Period period : control.periods()) {
            if (text.length() > 0) {
                text.append(':');
            }
            if (!period.isSuddenDeath()) {
                text.append(period.moves()).append('/');
            }
            text.append(seconds(period.base()));
            if (!period.increment().isZero()) {
                text.append('+').append(seconds(period.increment()));
            }
        }
        return text.toString();
    }

    private static String seconds(Duration time) {
        return BigDecimal.valueOf(time.toNanos()).movePointLeft(9).stripTrailingZeros().toPlainString();
    }
}
