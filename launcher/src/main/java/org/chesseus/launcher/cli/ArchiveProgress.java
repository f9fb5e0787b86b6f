package org.chesseus.launcher.cli;

import static java.util.Objects.requireNonNull;

import java.io.PrintWriter;
import java.util.OptionalLong;
import java.util.function.LongSupplier;
import org.chesseus.launcher.terminal.Terminal;

/**
 * The progress of reading an archive, one line on standard error redrawn in place at most five
 * times a second when standard error is a terminal: {@code [########------------]  40%  1.20 GB
 * of 3.00 GB  52.1 k games  6.13 k games/s  0:29 left} — the bytes read of the file as it is
 * stored (compressed, when it is), so the time left holds through the decompressor; for standard
 * input, whose size is unknown, the bytes read and the rate alone.
 */
final class ArchiveProgress {
    private static final int WIDTH = 20;

    private final PrintWriter err;
    private final LongSupplier clock;
    private final boolean drawn;
    private final OptionalLong size;
    private final long started;
    private long lastDrawn;
    private int shown;

    ArchiveProgress(Terminal terminal, OptionalLong size) {
        this.err = terminal.err();
        this.clock = terminal.clock();
        this.drawn = terminal.stderrIsTerminal();
        this.size = requireNonNull(size, "size");
        this.started = clock.getAsLong();
        this.lastDrawn = started - ProgressBar.REDRAW_NANOS;
    }

    /** Redraws, when due, with {@code bytes} of the file read and {@code games} judged. */
    void advance(long bytes, long games) {
        if (!drawn) {
            return;
        }
        long now = clock.getAsLong();
        if (now - lastDrawn >= ProgressBar.REDRAW_NANOS) {
            String line = line(bytes, size, games, now - started);
            err.print("\r" + line + " ".repeat(Math.max(0, shown - line.length())));
            err.flush();
            shown = line.length();
            lastDrawn = now;
        }
    }

    /** Clears the line, before a message or at the end. */
    void clear() {
        if (shown > 0) {
            err.print("\r" + " ".repeat(shown) + "\r");
            err.flush();
            shown = 0;
        }
    }

    /** The line's text. */
    static String line(long bytes, OptionalLong size, long games, long elapsedNanos) {
        String rate = (elapsedNanos > 0 ? Figures.si(games * 1e9 / elapsedNanos) : "-") + " games/s";
        String counted = Figures.si(games) + " games";
        if (size.isEmpty() || size.getAsLong() <= 0) {
            return Figures.si(bytes) + "B read  " + counted + "  " + rate;
        }
        long total = size.getAsLong();
        double fraction = Math.min(1, (double) bytes / total);
        int filled = (int) Math.round(fraction * WIDTH);
        String left = bytes > 0 ? Figures.clock(Math.round(elapsedNanos * (double) (total - bytes) / bytes)) : "-:--";
        return "[" + "#".repeat(filled) + "-".repeat(WIDTH - filled) + "] " + String.format("%3d%%", (int) (fraction * 100))
                + "  " + Figures.si(bytes) + "B of " + Figures.si(total) + "B  " + counted + "  " + rate + "  " + left
                + " left";
    }
}
