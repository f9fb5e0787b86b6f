package org.chesseus.launcher.cli;

import static java.util.Objects.requireNonNull;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.function.LongSupplier;
import org.chesseus.launcher.terminal.Terminal;
import org.chesseus.tools.perft.PerftResult;
import org.chesseus.tools.perft.Progress;

/**
 * A progress bar of one line on standard error, redrawn in place with {@code \r} at most five
 * times a second: the bar, percent, steps done of the total, the rate in nodes per second and the
 * time left (extrapolated from the steps done); what the rate counts is named ({@code nodes} by
 * default, {@code moves} for a file of games). Drawn only when standard error is a terminal
 * ({@link Terminal#stderrIsTerminal()}); in a pipe, {@link #on} gives {@link Progress#NONE}.
 */
public final class ProgressBar implements Progress {
    /** The least time between two redraws. */
    static final long REDRAW_NANOS = 200_000_000L;
    private static final int WIDTH = 20;

    private final PrintWriter err;
    private final LongSupplier clock;
    private final String unit;
    private final String counted;
    private long total;
    private long started;
    private long lastDrawn;
    private int shown;

    ProgressBar(PrintWriter err, LongSupplier clock, String unit) {
        this(err, clock, unit, "nodes");
    }

    ProgressBar(PrintWriter err, LongSupplier clock, String unit, String counted) {
        this.err = requireNonNull(err, "err");
        this.clock = requireNonNull(clock, "clock");
        this.unit = requireNonNull(unit, "unit");
        this.counted = requireNonNull(counted, "counted");
    }

    /** A bar counting {@code unit} (e.g. {@code root moves}) when standard error is a terminal, else nothing. */
    public static Progress on(Terminal terminal, String unit) {
        return on(terminal, unit, "nodes");
    }

    /** The same, its rate in {@code counted} per second (e.g. {@code moves}). */
    public static Progress on(Terminal terminal, String unit, String counted) {
        return terminal.stderrIsTerminal() ? new ProgressBar(terminal.err(), terminal.clock(), unit, counted) : Progress.NONE;
    }

    @Override
    public void start(long steps) {
        total = steps;
        started = clock.getAsLong();
        draw(line(0, total, unit, counted, 0, 0), started);
    }

    @Override
    public void advance(long done, long nodes) {
        long now = clock.getAsLong();
        if (now - lastDrawn >= REDRAW_NANOS) {
            draw(line(done, total, unit, counted, nodes, now - started), now);
        }
    }

    @Override
    public void clear() {
        if (shown > 0) {
            err.print("\r" + " ".repeat(shown) + "\r");
            err.flush();
            shown = 0;
        }
    }

    @Override
    public void finish() {
        clear();
    }

    private void draw(String line, long now) {
        String padding = " ".repeat(Math.max(0, shown - line.length()));
        err.print("\r" + line + padding);
        err.flush();
        shown = line.length();
        lastDrawn = now;
    }

    /**
     * The bar's text: {@code [########------------]  40%  8/20 root moves  6.83 M nodes/s  0:12 left}.
     * The time left is the time so far scaled by the steps still to do; unknown before the first step.
     */
    static String line(long done, long total, String unit, long nodes, long elapsedNanos) {
        return line(done, total, unit, "nodes", nodes, elapsedNanos);
    }

    /** The bar's text with the rate in {@code counted} per second. */
    static String line(long done, long total, String unit, String counted, long nodes, long elapsedNanos) {
        double fraction = total <= 0 ? 1 : Math.min(1, (double) done / total);
        int filled = (int) Math.round(fraction * WIDTH);
        String bar = "[" + "#".repeat(filled) + "-".repeat(WIDTH - filled) + "]";
        String percent = String.format(Locale.ROOT, "%3d%%", (int) Math.floor(fraction * 100));
        String rate = (elapsedNanos > 0 ? Figures.si(PerftResult.rate(nodes, elapsedNanos)) : "-") + " " + counted + "/s";
        String left = done > 0 ? Figures.clock(Math.round((double) elapsedNanos * (total - done) / done)) : "-:--";
        return bar + " " + percent + "  " + done + "/" + total + " " + unit + "  " + rate + "  " + left + " left";
    }
}
