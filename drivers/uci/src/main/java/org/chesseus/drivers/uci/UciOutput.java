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

    /** Sends {@code info string …}, the protocol's free text, on one line. */
    void say(String text) {
        send("info string " + text.replaceAll("[\\r\\n]+", " ").strip());
    }
}
