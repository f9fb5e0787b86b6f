package org.chesseus.launcher.terminal;

import static java.util.Objects.requireNonNull;

import java.io.InputStream;
import java.io.PrintWriter;
import java.util.function.LongSupplier;

/**
 * What a command may touch of the process: standard output (results only, so JSON can be piped),
 * standard error (messages, summaries, progress), standard input, whether standard error is a
 * terminal (then progress bars are drawn), whether standard input and output are the process's
 * terminal (then {@code play} edits lines and draws with JLine), and the clock. Made once by {@code
 * Main}; tests make their own.
 *
 * @param out results
 * @param err messages, summaries and progress
 * @param in standard input ({@code --input -})
 * @param stderrIsTerminal whether progress bars may be drawn on {@code err}
 * @param clock monotonic nanoseconds, as {@link System#nanoTime()}
 * @param interactive whether standard input and output are the process's terminal
 */
public record Terminal(PrintWriter out, PrintWriter err, InputStream in, boolean stderrIsTerminal, LongSupplier clock,
        boolean interactive) {
    /** The environment variable the launcher sets when standard error is a terminal. */
    public static final String STDERR_TTY = "CHESSEUS_STDERR_TTY";

    /** Requires every part. */
    public Terminal {
        requireNonNull(out, "out");
        requireNonNull(err, "err");
        requireNonNull(in, "in");
        requireNonNull(clock, "clock");
    }

    /** A terminal whose standard input and output are not the process's terminal (scripted, piped, tests). */
    public Terminal(PrintWriter out, PrintWriter err, InputStream in, boolean stderrIsTerminal, LongSupplier clock) {
        this(out, err, in, stderrIsTerminal, clock, false);
    }
}
