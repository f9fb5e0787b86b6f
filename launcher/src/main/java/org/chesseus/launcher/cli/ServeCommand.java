package org.chesseus.launcher.cli;

import static java.util.Objects.requireNonNull;

import jakarta.inject.Inject;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.chesseus.api.engine.EngineProvider;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.drivers.web.ServeDefaults;
import org.chesseus.drivers.web.ServeLimits;
import org.chesseus.drivers.web.WebServer;
import org.chesseus.launcher.play.ClockOptions;
import org.chesseus.launcher.terminal.ExitStatus;
import org.chesseus.launcher.terminal.Terminal;
import org.chesseus.tools.setup.RuleIds;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code chesseus serve}: the web driver. Serves one page and a JSON API on the loopback address —
 * a board two people share at one device, as many games at once as are opened, each at its own
 * URL, or one side played by the engine plugin found at a level asked — until Ctrl-C.
 */
@Command(name = "serve", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Serve the web page and JSON API on this machine only (loopback) until Ctrl-C.",
            "A board two people share, with clocks, status line, offers, claims and the compare panel,",
            "or one person against the engine at a level (1000-2400, or full strength);",
            "at /class the casebook, each book's ruling on a case revealed on demand."},
        footer = {"", "Only this machine's own pages may act: a request naming another Host, or a POST from",
            "another site's page (Origin), is refused 403. Past --max-games or --max-streams: 503.",
            "", "API: POST /api/games, GET /api/games/{id}, POST /api/games/{id}/actions,",
            "GET /api/games/{id}/events (server-sent events), GET /api/games/{id}/compare,",
            "GET /api/cases, GET /api/cases/{id}; see docs/web.md."})
public final class ServeCommand implements Callable<Integer> {
    private final RuleBookComposer composer;
    private final Set<EngineProvider> engines;
    private final Terminal terminal;

    @Option(names = "--port", paramLabel = "PORT", description = "The port on 127.0.0.1 (default: 8080; 0 picks a free one).")
    private int port = 8080;

    @Option(names = "--rules", paramLabel = "PROFILE", description = "The profile of new games (default: fide; the page may choose another).")
    private String rules = "fide";

    @Option(names = "--without", paramLabel = "RULE", description = "Rule ids to drop from every game's book, comma-separated.")
    private String without;

    @Mixin
    private ClockOptions clockOptions = new ClockOptions();

    @Option(names = "--expire-finished", paramLabel = "DURATION",
            description = "How long a finished game stays after its end, e.g. 90s, 30m, 2h, 1d (default: 30m).")
    private String expireFinished = "30m";

    @Option(names = "--expire-idle", paramLabel = "DURATION",
            description = "How long a game stays without an action, e.g. 30m, 24h, 7d (default: 24h).")
    private String expireIdle = "24h";

    @Option(names = "--max-games", paramLabel = "N", description = "The most games open at once (default: 1000).")
    private int maxGames = ServeLimits.DEFAULTS.maxGames();

    @Option(names = "--max-streams", paramLabel = "N",
            description = "The most event streams (open pages) at once, all games together (default: 256).")
    private int maxStreams = ServeLimits.DEFAULTS.maxStreams();

    @Inject
    ServeCommand(RuleBookComposer composer, Set<EngineProvider> engines, Terminal terminal) {
        this.composer = requireNonNull(composer, "composer");
        this.engines = Set.copyOf(engines);
        this.terminal = requireNonNull(terminal, "terminal");
    }

    @Override
    public Integer call() throws InterruptedException {
        ServeDefaults defaults = defaults();
        ServeLimits limits = new ServeLimits(ServeLimits.duration("--expire-finished", expireFinished),
                ServeLimits.duration("--expire-idle", expireIdle), maxGames, maxStreams);
        WebServer server = WebServer.start(composer, List.copyOf(engines), defaults, limits, port, terminal.clock());
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
        clockOptions.putInto(clock);
        return new ServeDefaults(rules, without == null ? List.of() : RuleIds.split(without), clock);
    }
}
