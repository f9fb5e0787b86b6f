package org.chesseus.api.pgn;

import java.time.Duration;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The {@code [%clk h:mm:ss(.f)]} command embedded in a PGN comment (the clock after the move). */
final class ClockCommand {
    private static final Pattern CLK = Pattern.compile("\\[%clk\\s+([0-9]+):([0-9]{1,2}):([0-9]{1,2}(?:\\.[0-9]+)?)\\s*]");

    private ClockCommand() {
    }

    static Optional<Duration> find(String comment) {
        Matcher m = CLK.matcher(comment);
        if (!m.find()) {
            return Optional.empty();
        }
        long hours = Long.parseLong(m.group(1));
        long minutes = Long.parseLong(m.group(2));
        double seconds = Double.parseDouble(m.group(3));
        return Optional.of(Duration.ofHours(hours).plusMinutes(minutes).plusNanos(Math.round(seconds * 1e9)));
    }

    static String format(Duration time) {
        long total = time.toMillis();
        long hours = total / 3_600_000;
        long minutes = total / 60_000 % 60;
        long millis = total % 60_000;
        String seconds = millis % 1000 == 0 ? String.format("%02d", millis / 1000)
                : String.format(java.util.Locale.ROOT, "%06.3f", millis / 1000.0);
        return "[%clk " + hours + ":" + String.format("%02d", minutes) + ":" + seconds + "]";
    }
}
