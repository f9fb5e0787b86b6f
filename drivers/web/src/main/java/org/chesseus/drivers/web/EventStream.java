package org.chesseus.drivers.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;

/**
 * A game pushed to the page as server-sent events ({@code text/event-stream}): the game at once,
 * again after every change, and five times a second while a clock runs — each push reads the
 * clock, so a flag falls through the game's flag rule when the clock says so, watched or not by an
 * action. The stream ends when the page goes away, the game expires or the server stops. At most
 * {@code most} streams run at once, over all games: each holds a thread of the server.
 */
final class EventStream {
    /** How often a running clock is pushed: 5 Hz. */
    static final long CLOCK_MILLIS = 200;
    private static final long CHANGE_MILLIS = 100;
    private static final long KEEP_ALIVE_MILLIS = 10_000;
    private static final ObjectMapper JSON = new ObjectMapper();

    private final BooleanSupplier open;
    private final int most;
    private final AtomicInteger running = new AtomicInteger();

    /** Streams while {@code open} says the server runs, at most {@code most} at once. */
    EventStream(BooleanSupplier open, int most) {
        this.open = open;
        this.most = most;
    }

    /**
     * Streams the game while {@code held} says the server still holds it.
     *
     * @throws HttpRefusal 503 when {@code most} streams already run
     */
    void stream(HttpExchange exchange, WebGame game, BooleanSupplier held) throws IOException {
        if (running.incrementAndGet() > most) {
            running.decrementAndGet();
            throw new HttpRefusal(HttpRefusal.UNAVAILABLE, "this server already streams to " + most
                    + " pages, its limit (--max-streams); close a page of another game, or try again later");
        }
        try {
            push(exchange, game, held);
        } finally {
            running.decrementAndGet();
        }
    }

    private void push(HttpExchange exchange, WebGame game, BooleanSupplier held) throws IOException {
        exchange.getResponseHeaders().set("Content-Type", "text/event-stream; charset=utf-8");
        exchange.getResponseHeaders().set("Cache-Control", "no-store");
        exchange.sendResponseHeaders(200, 0);
        try (OutputStream out = exchange.getResponseBody()) {
            long sent = -1;
            long quietSince = System.nanoTime();
            while (open.getAsBoolean() && held.getAsBoolean()) {
                // The view and its version in one step: each version goes once to this page (a
                // running clock is sent again as its time moves on).
                Optional<ObjectNode> view = game.viewSince(sent);
                if (view.isPresent()) {
                    write(out, "data: " + JSON.writeValueAsString(view.get()) + "\n\n");
                    sent = view.get().path("version").asLong();
                    quietSince = System.nanoTime();
                } else if (System.nanoTime() - quietSince > KEEP_ALIVE_MILLIS * 1_000_000) {
                    write(out, ": still here\n\n");
                    quietSince = System.nanoTime();
                }
                Thread.sleep(game.clockRunning() ? CLOCK_MILLIS : CHANGE_MILLIS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            exchange.close();
        }
    }

    private static void write(OutputStream out, String text) throws IOException {
        out.write(text.getBytes(StandardCharsets.UTF_8));
        out.flush();
    }
}
