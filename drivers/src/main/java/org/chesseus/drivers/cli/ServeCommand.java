package org.chesseus.drivers.cli;

import static java.util.Objects.requireNonNull;

import jakarta.inject.Inject;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.drivers.web.ServeDefaults;
import org.chesseus.drivers.web.WebServer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code chesseus serve}: the web driver. Serves one page and a JSON API on the loopback address —
 * a board two people share at one device, as many games at once as are opened, each at its own
 * URL — until Ctrl-C.
 */
@Command(name = "serve", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Serve the web page and JSON API on this machine only (loopback) until Ctrl-C:",
            "a board two people share, with clocks, status line, offers, claims and the compare panel."},
        footer = {"", "API: POST /api/games, GET /api/games/{id}, POST /api/games/{id}/actions,",
            "GET /api/games/{id}/events (server-sent events), GET /api/games/{id}/compare; see docs/web.md."})
public final class ServeCommand implements Callable<Integer> {
    private final RuleBookComposer composer;
    private final Terminal terminal;

    @Option(names = "--port", paramLabel = "PORT", description = "The port on 127.0.0.1 (default: 8080; 0 picks a free one).")
    private int port = 8080;

    @Option(names = "--rules", paramLabel = "PROFILE", description = "The profile of new games (default: fide; the page may choose another).")
    private String rules = "fide";

    @Option(names = "--time", paramLabel = "CONTROL", description = "The time control of new games: 5+3, 10s+0.1 (default: untimed).")
    private String time = "";

    @Inject
    ServeCommand(RuleBookComposer composer, Terminal terminal) {
        this.composer = requireNonNull(composer, "composer");
        this.terminal = requireNonNull(terminal, "terminal");
    }

    @Override
    public Integer call() throws InterruptedException {
        WebServer server = WebServer.start(composer, new ServeDefaults(rules, time), port, terminal.clock());
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stopped.countDown();
        }, "chesseus-serve-stop"));
        terminal.out().println("Chesseus serves " + server.uri() + " (rules " + rules + ", "
                + (time.isBlank() ? "untimed" : "time " + time) + "); Ctrl-C stops it.");
        terminal.out().flush();
        stopped.await();
        return ExitStatus.OK;
    }
}
