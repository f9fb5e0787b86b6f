package org.chesseus.drivers.uci;

import static java.util.Objects.requireNonNull;

import java.io.PrintWriter;

/**
 * The engine's side of the protocol: whole lines, flushed at once, from the reader thread and the
 * search thread without interleaving.
 */
final class UciOutput {
    private final PrintWriter out;

    UciOutput(PrintWriter out) {
        this.out = requireNonNull(out, "out");
    }

    /** Sends one line. */
    synchronized void send(String line) {
        out.println(line);
        out.flush();
    }

    /**
     * Sends {@code info string …}, the protocol's free text, on one line; control characters the
     * GUI sent (an escape, a bell) come back written out (an escape as backslash, x, 1b), never as
     * themselves.
     */
    void say(String text) {
        send("info string " + printable(text.replaceAll("[\\r\\n\\t]+", " ").strip()));
    }

    /** The text with each control or format character written as backslash-x and two hex digits, or backslash-u and four. */
    static String printable(String text) {
        StringBuilder shown = new StringBuilder(text.length());
        text.codePoints().forEach(c -> {
            if (Character.isISOControl(c) || Character.getType(c) == Character.FORMAT) {
                shown.append(c <= 0xff ? String.format("\\x%02x", c) : String.format("\\u%04x", c));
            } else {
                shown.appendCodePoint(c);
            }
        });
        return shown.toString();
    }
}
