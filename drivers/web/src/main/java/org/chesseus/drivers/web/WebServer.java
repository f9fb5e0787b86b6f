package org.chesseus.drivers.web;

import static java.util.Objects.requireNonNull;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.engine.EngineProvider;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.tools.cases.Casebook;
import org.chesseus.tools.setup.ClockChoices;
import org.chesseus.tools.setup.Spelling;

/**
 * The web driver's server: the JDK's HTTP server on the loopback address only, serving the page
 * ({@code /}, its class view {@code /class}) and the JSON API ({@code /api/}) over the games it holds, each under its own id, to
 * this machine's own pages only ({@link OriginGuard}) and within its {@link ServeLimits}; a game
 * may be played against the engine plugin it was given ({@link EngineSeats}). Closing it ends the
 * event streams, stops the engines' searches and stops the server.
 */
public final class WebServer implements AutoCloseable {
    private final HttpServer server;
    private final ExecutorService threads;
    private final EngineSeats engines;
    private final AtomicBoolean open = new AtomicBoolean(true);

    private WebServer(HttpServer server, ExecutorService threads, EngineSeats engines) {
        this.server = server;
        this.threads = threads;
        this.engines = engines;
    }

    /** Starts a server within {@link ServeLimits#DEFAULTS}, as {@link #start(RuleBookComposer, ServeDefaults, ServeLimits, int, LongSupplier)}. */
    public static WebServer start(RuleBookComposer composer, ServeDefaults defaults, int port, LongSupplier clock) {
        return start(composer, defaults, ServeLimits.DEFAULTS, port, clock);
    }

    /**
     * Starts a server on {@code port} of the loopback address (0: a free port), its games under the
     * composer's books, held within {@code limits}, timed and expired by {@code clock} (monotonic
     * nanoseconds).
     *
     * @throws RejectedInputException for a port out of range or taken, or defaults that do not make a game
     */
    public static WebServer start(RuleBookComposer composer, ServeDefaults defaults, ServeLimits limits, int port,
            LongSupplier clock) {
        return start(composer, List.of(), defaults, limits, port, clock);
    }

    /**
     * Starts a server as {@link #start(RuleBookComposer, ServeDefaults, ServeLimits, int, LongSupplier)}
     * does, whose games may be played against the first of {@code engines} by name (none: games
     * between people only).
     *
     * @throws RejectedInputException for a port out of range or taken, or defaults that do not make a game
     */
    public static WebServer start(RuleBookComposer composer, List<EngineProvider> engines, ServeDefaults defaults,
            ServeLimits limits, int port, LongSupplier clock) {
        requireNonNull(composer, "composer");
        requireNonNull(engines, "engines");
        requireNonNull(limits, "limits");
        requireNonNull(defaults, "defaults");
        requireNonNull(clock, "clock");
        if (port < 0 || port > 65_535) {
            throw new RejectedInputException("--port " + port + ": a port is 0-65535 (0 picks a free one)");
        }
        EngineSeats seats = EngineSeats.of(engines, composer.compose(defaults.profile(), defaults.without()).legality());
        ClockChoices.read(key -> Optional.ofNullable(defaults.clock().get(key)), Spelling.OPTION);
        HttpServer server;
        InetAddress loopback = InetAddress.getLoopbackAddress();
        try {
            server = HttpServer.create(new InetSocketAddress(loopback, port), 0);
        } catch (IOException e) {
            throw new RejectedInputException("--port " + port + ": cannot listen on " + loopback.getHostAddress() + ":"
                    + port + " (" + e.getMessage() + "); choose another port, or --port 0 for a free one");
        }
        AtomicInteger count = new AtomicInteger();
        ExecutorService threads = Executors.newCachedThreadPool(task -> {
            Thread thread = new Thread(task, "chesseus-web-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
        WebServer web = new WebServer(server, threads, seats);
        OpenGames games = new OpenGames(composer, seats, clock, limits);
        OriginGuard guard = new OriginGuard(server.getAddress().getPort());
        server.createContext("/api/", new ApiHandler(games, new ComparePanel(composer),
                new ClassCases(composer, Casebook.shipped()),
                new EventStream(web.open::get, limits.maxStreams()), composer, defaults, seats)).getFilters().add(guard);
        server.createContext("/", new PageHandler()).getFilters().add(guard);
        server.setExecutor(threads);
        server.start();
        return web;
    }

    /** The port it listens on. */
    public int port() {
        return server.getAddress().getPort();
    }

    /** The page's address: {@code http://127.0.0.1:8080/}. */
    public URI uri() {
        InetAddress address = server.getAddress().getAddress();
        String host = address instanceof Inet6Address ? "[" + address.getHostAddress() + "]" : address.getHostAddress();
        return URI.create("http://" + host + ":" + port() + "/");
    }

    /** Stops the server: the engines' searches and the event streams end, the port is freed. */
    @Override
    public void close() {
        if (open.compareAndSet(true, false)) {
            engines.close();
            server.stop(0);
            threads.shutdownNow();
            try {
                threads.awaitTermination(2, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
