package org.chesseus.api.pgn;

import java.time.Duration;
import java.util.Optional;

/** The {@code [%clk h:mm:ss(.f)]} command embedded in a PGN comment (the clock after the move). */
final class ClockCommand {
    private ClockCommand() {
    }

    /**
     * The time of the first {@code [%clk h:mm:ss(.f)]} in {@code comment}: {@code [%clk}, white
     * space, hours, one or two digits of minutes, one or two of seconds with an optional fraction,
     * optional white space and {@code ]}. Read by hand: it is met on every move of an archive.
     */
    static Optional<Duration> find(String comment) {
        for (int at = comment.indexOf("[%clk"); at >= 0; at = comment.indexOf("[%clk", at + 1)) {
            Optional<Duration> time = readAt(comment, at + "[%clk".length());
            if (time.isPresent()) {
                return time;
            }
        }
        return Optional.empty();
    }

    private static Optional<Duration> readAt(String text, int from) {
        int at = from;
        while (at < text.length() && isSpace(text.charAt(at))) {
            at++;
        }
        if (at == from) {
            return Optional.empty();
        }
        int hours = at;
        at = digits(text, at, Integer.MAX_VALUE);
        if (at == hours || !has(text, at, ':')) {
            return Optional.empty();
        }
        int minutes = at + 1;
        at = digits(text, minutes, 2);
        if (at == minutes || !has(text, at, ':')) {
            return Optional.empty();
        }
        int seconds = at + 1;
        at = digits(text, seconds, 2);
        if (at == seconds) {
            return Optional.empty();
        }
        if (has(text, at, '.') && digits(text, at + 1, Integer.MAX_VALUE) > at + 1) {
            at = digits(text, at + 1, Integer.MAX_VALUE);
        }
        int end = at;
        while (at < text.length() && isSpace(text.charAt(at))) {
            at++;
        }
        if (!has(text, at, ']')) {
            return Optional.empty();
        }
        long h = Long.parseLong(text, hours, minutes - 1, 10);
        long m = Long.parseLong(text, minutes, seconds - 1, 10);
        double s = Double.parseDouble(text.substring(seconds, end));
        return Optional.of(Duration.ofHours(h).plusMinutes(m).plusNanos(Math.round(s * 1e9)));
    }

    /** The end of the run of at most {@code most} ASCII digits from {@code at}. */
    private static int digits(String text, int at, int most) {
        int end = at;
        while (end < text.length() && end - at < most && text.charAt(end) >= '0' && text.charAt(end) <= '9') {
            end++;
        }
        return end;
    }

    private static boolean has(String text, int at, char c) {
        return at < text.length() && text.charAt(at) == c;
    }

    /** White space as a regular expression's {@code \s}: space, tab, line breaks, form feed. */
    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
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
