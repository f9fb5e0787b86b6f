package org.chesseus.launcher.play;

import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Times in PGN comments: {@code [%clk h:mm:ss.s]} (the clock after the move) and {@code [%emt
 * h:mm:ss.sss]} (the time the move took), which {@code --resume} replays exactly.
 */
final class PgnTime {
    private static final Pattern EMT = Pattern.compile("\\[%emt\\s+([0-9]+):([0-9]{1,2}):([0-9]{1,2}(?:\\.[0-9]+)?)\\s*]");

    private PgnTime() {
    }

    /** {@code h:mm:ss.sss}, never negative. */
    static String format(Duration time) {
        long total = Math.max(0, time.toMillis());
        return String.format(Locale.ROOT, "%d:%02d:%06.3f", total / 3_600_000, total / 60_000 % 60, total % 60_000 / 1000.0);
    }

    /** The {@code [%emt]} command for a move that took {@code time}. */
    static String emt(Duration time) {
        return "[%emt " + format(time) + "]";
    }

    /** The {@code [%clk]} command for a clock showing {@code time}. */
    static String clk(Duration time) {
        return "[%clk " + format(time) + "]";
    }

    /** The time of the {@code [%emt]} command in a comment, if any. */
    static Optional<Duration> findEmt(String comment) {
        Matcher m = EMT.matcher(comment);
        if (!m.find()) {
            return Optional.empty();
        }
        double seconds = Double.parseDouble(m.group(3));
        return Optional.of(Duration.ofHours(Long.parseLong(m.group(1))).plusMinutes(Long.parseLong(m.group(2)))
                .plusNanos(Math.round(seconds * 1e9)));
    }
}
