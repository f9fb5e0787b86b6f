package org.chesseus.launcher.cli;

import java.util.Locale;

/** Numbers written for people: seconds, rates with SI prefixes, durations as a clock. */
final class Figures {
    private static final String[] PREFIXES = {"", " k", " M", " G", " T"};

    private Figures() {
    }

    /** {@code 0.712 s}. */
    static String seconds(long nanos) {
        return String.format(Locale.ROOT, "%.3f s", nanos / 1e9);
    }

    /** {@code 6.83 M}, {@code 950}, {@code 12.4 k}: three significant figures and an SI prefix. */
    static String si(double value) {
        int prefix = 0;
        double scaled = value;
        while (Math.abs(scaled) >= 999.5 && prefix < PREFIXES.length - 1) {
            scaled /= 1000;
            prefix++;
        }
        String digits = prefix == 0 ? String.format(Locale.ROOT, "%.0f", scaled)
                : String.format(Locale.ROOT, Math.abs(scaled) < 9.995 ? "%.2f" : Math.abs(scaled) < 99.95 ? "%.1f" : "%.0f", scaled);
        return digits + PREFIXES[prefix];
    }

    /** A duration as a clock: {@code 0:07}, {@code 12:34}, {@code 1:02:03}. */
    static String clock(long nanos) {
        long total = Math.max(0, (nanos + 500_000_000L) / 1_000_000_000L);
        long hours = total / 3600;
        long minutes = total / 60 % 60;
        long seconds = total % 60;
        return hours > 0 ? String.format(Locale.ROOT, "%d:%02d:%02d", hours, minutes, seconds)
                : String.format(Locale.ROOT, "%d:%02d", minutes, seconds);
    }
}
