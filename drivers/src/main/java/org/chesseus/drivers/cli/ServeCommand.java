package org.chesseus.drivers.cli;

import static java.util.Objects.requireNonNull;

import jakarta.inject.Inject;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.drivers.setup.RuleIds;
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

    @Option(names = "--without", paramLabel = "RULE", description = "Rule ids to drop from every game's book, comma-separated.")
    private String without;

    @Option(names = "--time", paramLabel = "CONTROL", description = "The time control of new games: 5+3, 10s+0.1, 40/90+30,30+30 (default: untimed).")
    private String time;

    @Option(names = "--delay", paramLabel = "S", description = "Simple (US) delay in seconds, with an increment-free --time.")
    private String delay;

    @Option(names = "--bronstein", paramLabel = "S", description = "Bronstein delay in seconds, with an increment-free --time.")
    private String bronstein;

    @Option(names = "--white-time", paramLabel = "TIME", description = "White's time (odds), e.g. 5 or 270s.")
    private String whiteTime;

    @Option(names = "--black-time", paramLabel = "TIME", description = "Black's time (odds), e.g. 4.")
    private String blackTime;

    @Inject
    ServeCommand(RuleBookComposer composer, Terminal terminal) {
        this.composer = requireNonNull(composer, "composer");
        this.terminal = requireNonNull(terminal, "terminal");
    }

    @Override
    public Integer call() throws InterruptedException {
        ServeDefaults defaults = defaults();
        WebServer server = WebServer.start(composer, defaults, port, terminal.clock());
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stopped.countDown();
        }, "chesseus-serve-stop"));
        terminal.out().println("Chesseus serves " + server.uri() + " (" + defaults.describe() + "); Ctrl-C stops it.");
        terminal.out().flush();
        stopped.await();
        return ExitStatus.OK;
    }

    /** The defaults of new games, as the options give them. */
    private ServeDefaults defaults() {
        Map<String, String> clock = new HashMap<>();
        clock.put("time", time);
        clock.put("delay", delay);
        clock.put("bronstein", bronstein);
        clock.put("white-time", whiteTime);
        clock.put("black-time", blackTime);
        return new ServeDefaults(rules, without == null ? List.of() : RuleIds.split(without), clock);
    }
}
