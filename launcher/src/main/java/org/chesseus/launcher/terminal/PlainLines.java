package org.chesseus.launcher.terminal;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * Lines from a stream that is not a terminal (a script, a pipe, a test): no prompt, no editing,
 * plain ASCII without colour, every text shown at once.
 */
public final class PlainLines implements LineSource {
    private final BufferedReader in;
    private final PrintWriter out;

    /** Lines read from {@code in} (UTF-8), text shown on {@code out}. */
    public PlainLines(InputStream in, PrintWriter out) {
        this.in = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        this.out = out;
    }

    @Override
    public Optional<String> readLine(String prompt) {
        try {
            return Optional.ofNullable(in.readLine());
        } catch (IOException e) {
            throw new UncheckedIOException("standard input: " + e.getMessage(), e);
        }
    }

    @Override
    public void show(String text) {
        synchronized (out) {
            out.println(text);
            out.flush();
        }
    }

    @Override
    public void refreshPrompt(String prompt) {
        // A script has no prompt to refresh.
    }

    @Override
    public boolean unicode() {
        return false;
    }

    @Override
    public boolean color() {
        return false;
    }

    @Override
    public void close() {
        out.flush();
    }
}
