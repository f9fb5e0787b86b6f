package org.chesseus.launcher.cli;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import jakarta.inject.Inject;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.chesseus.api.FenReader;
import org.chesseus.api.Position;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.launcher.terminal.ExitStatus;
import org.chesseus.launcher.terminal.Terminal;
import org.chesseus.tools.peer.UciPeer;
import org.chesseus.tools.perft.BenchPosition;
import org.chesseus.tools.perft.PerftResult;
import org.chesseus.tools.perft.PerftRunner;
import org.chesseus.tools.perft.Progress;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code chesseus bench perft}: the {@link BenchPosition#SET} counted with the {@code l1} move
 * generator after a warm-up (the set two plies shallower, repeated for {@code --warmup} seconds).
 * With {@code --rounds N} each position's time is the median of its N measurements and the total
 * is the median of the N round totals. A count that differs from the published one is reported
 * and the status is 3: a fast wrong answer is no benchmark. With {@code --peer COMMAND} the
 * rounds alternate with a UCI engine's {@code go perft} on the same set ({@link PeerComparison}).
 */
@Command(name = "perft", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Perft of a fixed set after a warm-up: nodes/s per position and in total.",
            "The start position (depth 6), Kiwipete (5), CPW positions 3 (6), 4 (5)",
            "and 5 (4): 3.4 x 10^8 nodes. With --json: {fen, depth, nodes, ms, nps}",
            "per position, then {total: true, nodes, ms, nps}."})
public final class BenchPerftCommand implements Callable<Integer> {
    private final RuleBookComposer composer;
    private final Terminal terminal;
    private final JsonLines json;

    @Spec
    private CommandSpec spec;

    @Option(names = "--rounds", paramLabel = "N", defaultValue = "1",
            description = "Measure the set N times and report the medians (default: ${DEFAULT-VALUE}).")
    private int rounds;

    @Option(names = "--warmup", paramLabel = "SECONDS", defaultValue = "2",
            description = "Warm up for this long on the set two plies shallower (default: ${DEFAULT-VALUE}).")
    private double warmup;

    @Option(names = "--json", description = "One JSON object per position, then the total.")
    private boolean asJson;

    @Option(names = "--peer", paramLabel = "COMMAND",
            description = {"Compare with a UCI engine that knows 'go perft' (e.g. /usr/games/stockfish): "
                + "rounds alternate ours and the peer's pass; prints paired ratios and their median. "
                + "Pin both to one CPU: taskset -c 1 ./chesseus bench perft --peer ..."})
    private String peer;

    @Inject
    BenchPerftCommand(RuleBookComposer composer, Terminal terminal, JsonLines json) {
        this.composer = requireNonNull(composer, "composer");
        this.terminal = requireNonNull(terminal, "terminal");
        this.json = requireNonNull(json, "json");
    }

    /** The bench's total: {@code {"total":true,"nodes","ms","nps"}}. */
    @JsonPropertyOrder({"total", "nodes", "ms", "nps"})
    record Total(boolean total, long nodes, double ms, long nps) {
        static Total of(long nodes, long nanos) {
            PerftResult sum = PerftResult.of("", 0, nodes, nanos);
            return new Total(true, nodes, sum.ms(), sum.nps());
        }
    }

    @Override
    public Integer call() {
        if (rounds < 1 || !(warmup >= 0 && warmup <= 3600)) {
            throw new ParameterException(spec.commandLine(), "--rounds must be 1 or more and --warmup from 0 to 3600 seconds");
        }
        RuleBook book = composer.compose("l1");
        FenReader reader = FenReader.standard(book.legality());
        List<Position> positions = BenchPosition.SET.stream().map(entry -> reader.read(entry.fen())).toList();
        PerftRunner runner = new PerftRunner(book.legality(), terminal.clock());
        warmUp(runner, positions);
        if (peer != null) {
            try (UciPeer engine = UciPeer.start(peer, terminal.clock())) {
                for (BenchPosition entry : BenchPosition.SET) {
                    engine.count(entry.fen(), Math.max(1, entry.depth() - 2));
                }
                return new PeerComparison(terminal, json, asJson, "perft").run(engine.command(),
                        wrong -> pass(runner, null, positions, wrong), wrong -> pass(null, engine, positions, wrong), rounds);
            }
        }
        Progress progress = ProgressBar.on(terminal, "positions");
        List<List<PerftResult>> measured = new ArrayList<>();
        progress.start((long) rounds * positions.size());
        try {
            for (int round = 0; round < rounds; round++) {
                measured.add(round(runner, positions, progress, measured.size() * positions.size()));
            }
        } finally {
            progress.finish();
        }
        List<PerftResult> medians = IntStream.range(0, positions.size()).mapToObj(i -> median(measured, i)).toList();
        long[] roundTotals = measured.stream().mapToLong(round -> round.stream().mapToLong(PerftResult::nanos).sum()).toArray();
        Total total = Total.of(medians.stream().mapToLong(PerftResult::nodes).sum(), median(roundTotals));
        print(medians, total);
        return checkCounts(medians);
    }

    private void warmUp(PerftRunner runner, List<Position> positions) {
        long until = terminal.clock().getAsLong() + Math.round(warmup * 1e9);
        do {
            for (int i = 0; i < positions.size(); i++) {
                BenchPosition entry = BenchPosition.SET.get(i);
                runner.count(entry.fen(), positions.get(i), Math.max(1, entry.depth() - 2));
            }
        } while (terminal.clock().getAsLong() < until);
    }

    /** Total nodes and nanoseconds of one side's pass over the set; a count unlike the published one goes into {@code wrong}. */
    private static long[] pass(PerftRunner ours, UciPeer peer, List<Position> positions, List<String> wrong) {
        long nodes = 0;
        long nanos = 0;
        for (int i = 0; i < positions.size(); i++) {
            BenchPosition entry = BenchPosition.SET.get(i);
            PerftResult result = ours != null ? ours.count(entry.fen(), positions.get(i), entry.depth())
                    : peer.count(entry.fen(), entry.depth());
            if (result.nodes() != entry.publishedNodes()) {
                wrong.add((ours != null ? "ours" : "peer") + " on " + entry.name() + ": " + result.nodes()
                        + ", published " + entry.publishedNodes());
            }
            nodes += result.nodes();
            nanos += result.nanos();
        }
        return new long[] {nodes, nanos};
    }

    private static List<PerftResult> round(PerftRunner runner, List<Position> positions, Progress progress, long before) {
        List<PerftResult> results = new ArrayList<>();
        long nodes = 0;
        for (int i = 0; i < positions.size(); i++) {
            BenchPosition entry = BenchPosition.SET.get(i);
            PerftResult result = runner.count(entry.fen(), positions.get(i), entry.depth());
            results.add(result);
            nodes += result.nodes();
            progress.advance(before + i + 1, nodes);
        }
        return results;
    }

    private static PerftResult median(List<List<PerftResult>> measured, int position) {
        PerftResult first = measured.get(0).get(position);
        long[] nanos = measured.stream().mapToLong(round -> round.get(position).nanos()).toArray();
        return PerftResult.of(first.fen(), first.depth(), first.nodes(), median(nanos));
    }

    /** The median; of an even count, the mean of the two middle values. */
    static long median(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }

    private void print(List<PerftResult> results, Total total) {
        if (asJson) {
            results.forEach(json::print);
            json.print(total);
            return;
        }
        PrintWriter out = terminal.out();
        out.println("perft bench, rules l1, after a " + warmup + " s warm-up; median of " + rounds
                + " round" + (rounds == 1 ? "" : "s"));
        Table table = new Table(5, 1, 2, 3, 4).row("position", "depth", "nodes", "time", "nodes/s");
        for (int i = 0; i < results.size(); i++) {
            PerftResult result = results.get(i);
            table.row(BenchPosition.SET.get(i).name(), String.valueOf(result.depth()), String.valueOf(result.nodes()),
                    Figures.seconds(result.nanos()), String.valueOf(result.nps()));
        }
        table.row("total", "", String.valueOf(total.nodes()), Figures.seconds(Math.round(total.ms() * 1e6)),
                String.valueOf(total.nps()));
        table.print(out, "");
    }

    private int checkCounts(List<PerftResult> results) {
        List<String> wrong = IntStream.range(0, results.size())
                .filter(i -> results.get(i).nodes() != BenchPosition.SET.get(i).publishedNodes())
                .mapToObj(i -> BenchPosition.SET.get(i).name() + " depth " + results.get(i).depth() + ": counted "
                        + results.get(i).nodes() + ", published " + BenchPosition.SET.get(i).publishedNodes())
                .collect(Collectors.toList());
        wrong.forEach(line -> terminal.err().println("bench perft: wrong count, " + line));
        return wrong.isEmpty() ? ExitStatus.OK : ExitStatus.INTERNAL;
    }
}
