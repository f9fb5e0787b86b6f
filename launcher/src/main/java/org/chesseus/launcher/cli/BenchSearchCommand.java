package org.chesseus.launcher.cli;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import jakarta.inject.Inject;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.concurrent.Callable;
import java.util.stream.IntStream;
import org.chesseus.api.FenReader;
import org.chesseus.api.Legality;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.engine.Engine;
import org.chesseus.api.engine.EngineProvider;
import org.chesseus.api.engine.SearchInfo;
import org.chesseus.api.engine.SearchLimits;
import org.chesseus.api.engine.SearchListener;
import org.chesseus.api.engine.SearchRequest;
import org.chesseus.api.engine.SearchResult;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.drivers.uci.FileOptions;
import org.chesseus.launcher.terminal.ExitStatus;
import org.chesseus.launcher.terminal.Terminal;
import org.chesseus.tools.peer.UciPeer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code chesseus bench search}: the engine found with {@link ServiceLoader} searches a fixed set
 * of positions to a fixed depth after a warm-up, each with a fresh engine (fresh hash table and
 * history), so the node counts are deterministic and their total is the search's {@code signature}.
 * With {@code --rounds N} each position's time is the median of N measurements. With {@code --peer
 * COMMAND} the rounds alternate with a UCI engine searching the same positions to the same depth,
 * each from {@code ucinewgame} with the same hash size and one thread ({@link PeerComparison}); a
 * node total of either side that changes from round to round is reported as wrong (status 3). With
 * {@code --mates FILE} it times a mate suite instead ({@link MateSuiteBench}).
 */
@Command(name = "search", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Search a fixed set of positions to a fixed depth after a warm-up: nodes, time, nodes/s.",
            "Each position gets a fresh engine, so the total node count ('signature') only changes",
            "when the search does. With --json: {fen, depth, nodes, ms, nps} per position, then",
            "{total: true, nodes, ms, nps, signature}. With --peer COMMAND: paired rounds next to",
            "a UCI engine on the same positions and depth. With --mates FILE: time a mate suite."})
public final class BenchSearchCommand implements Callable<Integer> {
    /** The positions: the start, Kiwipete, middlegames of several openings, endgames. */
    static final List<String> POSITIONS = List.of(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 0 8",
            "r1bqkb1r/pp2pppp/2np1n2/8/3NP3/2N5/PPP2PPP/R1BQKB1R w KQkq - 2 6",
            "r2q1rk1/ppp2ppp/2npbn2/2b1p3/2B1P3/2NP1N2/PPP1QPPP/R1B2RK1 w - - 0 8",
            "r1b2rk1/2q1bppp/p2ppn2/1p6/3NPP2/2N1B3/PPP1B1PP/R2Q1RK1 w - - 0 12",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1",
            "6k1/5pp1/4b2p/8/3N4/6P1/5PKP/8 w - - 0 1",
            "8/8/4k3/3p4/3P4/4K3/R7/7r w - - 0 1");

    /** The hash table of each of our engines (the engine's default) and of the peer. */
    private static final int HASH_MB = 16;

    private final RuleBookComposer composer;
    private final Terminal terminal;
    private final JsonLines json;

    @Spec
    private CommandSpec spec;

    @Option(names = "--depth", paramLabel = "N", defaultValue = "14",
            description = "Search each position to this depth (default: ${DEFAULT-VALUE}).")
    private int depth;

    @Option(names = "--warmup", paramLabel = "SECONDS", defaultValue = "2",
            description = "Warm up for at least this long, shallower (default: ${DEFAULT-VALUE}).")
    private double warmup;

    @Option(names = "--rounds", paramLabel = "N", defaultValue = "1",
            description = "Measure the set N times: each position's median time (default: ${DEFAULT-VALUE}).")
    private int rounds;

    @Option(names = "--peer", paramLabel = "COMMAND",
            description = {"Compare with a UCI engine (e.g. /usr/games/stockfish) searching the same positions to the "
                + "same depth from ucinewgame, Hash 16, Threads 1: rounds alternate ours and the peer's pass; prints "
                + "paired ratios and their median. Pin both to one CPU: taskset -c 1 ./chesseus bench search --peer ..."})
    private String peer;

    @Option(names = "--json", description = "One JSON object per position, then the total.")
    private boolean asJson;

    @Option(names = "--mates", paramLabel = "FILE",
            description = "Time a mate suite instead: lines 'FEN;N' (mate in N), '#' comments.")
    private String mates;

    @Option(names = "--option", paramLabel = "NAME=VALUE",
            description = "A UCI option of our engine for every search (repeatable), e.g. --option Evaluation=network.")
    private Map<String, String> options = new LinkedHashMap<>();
    private String engineName;

    @Inject
    BenchSearchCommand(RuleBookComposer composer, Terminal terminal, JsonLines json) {
        this.composer = requireNonNull(composer, "composer");
        this.terminal = requireNonNull(terminal, "terminal");
        this.json = requireNonNull(json, "json");
    }

    /** One position's measure. */
    @JsonPropertyOrder({"fen", "depth", "nodes", "ms", "nps"})
    record Measure(String fen, int depth, long nodes, double ms, long nps, @JsonIgnore String best) {
    }

    /** The bench's total: {@code {"total":true,"nodes","ms","nps","signature"}}. */
    @JsonPropertyOrder({"total", "nodes", "ms", "nps", "signature"})
    record Total(boolean total, long nodes, double ms, long nps, long signature) {
    }

    @Override
    public Integer call() {
        if (depth < 1 || depth > 60 || !(warmup >= 0 && warmup <= 3600) || rounds < 1) {
            throw new ParameterException(spec.commandLine(),
                    "--depth must be from 1 to 60, --warmup from 0 to 3600 seconds and --rounds 1 or more");
        }
        Legality legality = composer.compose("l1").legality();
        EngineProvider provider = configured(provider(), legality);
        engineName = provider.name();
        if (mates != null) {
            return new MateSuiteBench(terminal, json, asJson).run(provider, legality,
                    InputLines.read(mates, terminal), mates);
        }
        warmUp(provider, legality);
        if (peer != null) {
            return compare(provider, legality);
        }
        List<List<Measure>> measured = new ArrayList<>();
        for (int round = 0; round < rounds; round++) {
            List<Measure> measures = new ArrayList<>();
            for (String fen : POSITIONS) {
                measures.add(measure(provider, legality, fen, depth));
            }
            measured.add(measures);
        }
        print(IntStream.range(0, POSITIONS.size()).mapToObj(i -> median(measured, i)).toList());
        return ExitStatus.OK;
    }

    /** A position's measure with the median time of the rounds (the nodes are the same in every round). */
    private static Measure median(List<List<Measure>> measured, int position) {
        Measure first = measured.get(0).get(position);
        long[] nanos = measured.stream().mapToLong(round -> Math.round(round.get(position).ms() * 1e6)).toArray();
        long median = BenchPerftCommand.median(nanos);
        return new Measure(first.fen(), first.depth(), first.nodes(), median / 1e6, nps(first.nodes(), median), first.best());
    }

    private int compare(EngineProvider provider, Legality legality) {
        try (UciPeer engine = UciPeer.start(peer, terminal.clock())) {
            engine.configureSearch(HASH_MB);
            for (String fen : POSITIONS) {
                engine.search(fen, Math.max(1, depth - 3));
            }
            long[] firstTotals = {-1, -1};
            PeerComparison.Pass ours = wrong -> {
                long nodes = 0;
                long nanos = 0;
                for (String fen : POSITIONS) {
                    Measure m = measure(provider, legality, fen, depth);
                    nodes += m.nodes();
                    nanos += Math.round(m.ms() * 1e6);
                }
                return repeatable("ours", 0, firstTotals, nodes, nanos, wrong);
            };
            PeerComparison.Pass theirs = wrong -> {
                long nodes = 0;
                long nanos = 0;
                for (String fen : POSITIONS) {
                    UciPeer.SearchCount count = engine.search(fen, depth);
                    nodes += count.nodes();
                    nanos += count.nanos();
                }
                return repeatable("peer", 1, firstTotals, nodes, nanos, wrong);
            };
            return new PeerComparison(terminal, json, asJson, "search").run(engine.command(), ours, theirs, rounds);
        }
    }

    /** The pass's totals; a node total unlike the first round's goes into {@code wrong} (a fixed-depth search from a fresh start must repeat). */
    private static long[] repeatable(String side, int index, long[] firstTotals, long nodes, long nanos, List<String> wrong) {
        if (firstTotals[index] < 0) {
            firstTotals[index] = nodes;
        } else if (firstTotals[index] != nodes) {
            wrong.add(side + ": " + nodes + " nodes, " + firstTotals[index] + " in the first round");
        }
        return new long[] {nodes, nanos};
    }

    /** The engine on the module path (the first found), or a clear refusal. */
    static EngineProvider provider() {
        return ServiceLoader.load(EngineProvider.class).findFirst()
                .orElseThrow(() -> new RejectedInputException("no engine found: put the search plugin on the module path"));
    }

    /** The provider whose engines get the {@code --option}s, each checked (and its file read) once here. */
    private EngineProvider configured(EngineProvider plain, Legality legality) {
        if (options.isEmpty()) {
            return plain;
        }
        List<FileOptions.Setting> settings = new ArrayList<>();
        try {
            Engine first = plain.create(legality);
            options.forEach((name, value) -> settings.add(FileOptions.setting(first.options(), name, value)));
            configure(first, settings);
        } catch (IllegalArgumentException refused) {
            throw new ParameterException(spec.commandLine(), "--option: " + refused.getMessage());
        }
        return new EngineProvider() {
            @Override
            public String name() {
                return plain.name() + " (" + String.join(", ", options.entrySet().stream()
                        .map(e -> e.getKey() + " " + e.getValue()).toList()) + ")";
            }

            @Override
            public String author() {
                return plain.author();
            }

            @Override
            public Engine create(Legality rules) {
                return configure(plain.create(rules), settings);
            }
        };
    }

    private static Engine configure(Engine engine, List<FileOptions.Setting> settings) {
        settings.forEach(setting -> setting.applyTo(engine));
        return engine;
    }

    private void warmUp(EngineProvider provider, Legality legality) {
        long until = terminal.clock().getAsLong() + Math.round(warmup * 1e9);
        do {
            for (String fen : POSITIONS) {
                measure(provider, legality, fen, Math.max(1, depth - 3));
            }
        } while (terminal.clock().getAsLong() < until);
    }

    private Measure measure(EngineProvider provider, Legality legality, String fen, int plies) {
        Engine engine = provider.create(legality);
        SearchRequest request = SearchRequest.of(FenReader.standard(legality).read(fen), SearchLimits.depth(plies));
        long start = terminal.clock().getAsLong();
        SearchResult result = engine.search(request, SearchListener.SILENT);
        long nanos = terminal.clock().getAsLong() - start;
        long nodes = result.last().map(SearchInfo::nodes).orElse(0L);
        String best = result.best().map(move -> legality.notation(false).uci(request.start(), move)).orElse("-");
        return new Measure(fen, plies, nodes, nanos / 1e6, nps(nodes, nanos), best);
    }

    static long nps(long nodes, long nanos) {
        return nanos <= 0 ? 0 : Math.round(nodes * 1e9 / nanos);
    }

    private void print(List<Measure> measures) {
        long nodes = measures.stream().mapToLong(Measure::nodes).sum();
        double ms = measures.stream().mapToDouble(Measure::ms).sum();
        Total total = new Total(true, nodes, ms, nps(nodes, Math.round(ms * 1e6)), nodes);
        if (asJson) {
            measures.forEach(json::print);
            json.print(total);
            return;
        }
        PrintWriter out = terminal.out();
        out.println("search bench, " + engineName + ", rules l1, depth " + depth + ", after a " + warmup
                + " s warm-up; a fresh engine (hash " + HASH_MB + " MB) per position"
                + (rounds > 1 ? "; median of " + rounds + " rounds" : ""));
        Table table = new Table(6, 0, 2, 3, 4).row("#", "best", "nodes", "time", "nodes/s", "position");
        for (int i = 0; i < measures.size(); i++) {
            Measure m = measures.get(i);
            table.row(String.valueOf(i + 1), m.best(), String.valueOf(m.nodes()),
                    Figures.seconds(Math.round(m.ms() * 1e6)), String.valueOf(m.nps()), m.fen());
        }
        table.row("", "total", String.valueOf(nodes), Figures.seconds(Math.round(ms * 1e6)),
                String.valueOf(total.nps()), "");
        table.print(out, "");
        out.println("signature " + nodes);
    }
}
