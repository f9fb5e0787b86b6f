package org.chesseus.drivers.cli;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.drivers.arbiter.ArbiterReplay;
import org.chesseus.drivers.arbiter.ArbiterReplay.Pass;
import org.chesseus.drivers.arbiter.ChessJsPeer;
import org.chesseus.drivers.arbiter.GameCorpus;
import org.chesseus.drivers.perft.Progress;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code chesseus bench arbiter}: judged moves per second replaying a fixed corpus of random legal
 * games ({@link GameCorpus}: fixed seed, played to their natural end under the book) with {@link
 * org.chesseus.api.game.Game#advance(int)}, every position judged as in a real game: legality,
 * repetition count, the book's automatic endings and the dead-position check wherever one can
 * arise. The first pass is reported as the cold figure; then a warm-up, then {@code --rounds} timed
 * passes and their median. With {@code --peer} each round is followed by chess.js replaying the same
 * games ({@link ChessJsPeer}), both pinned to one CPU with {@code taskset} where available, and the
 * paired ratios (ours / peer) and their median are reported.
 */
@Command(name = "arbiter", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Judged moves/s replaying a fixed corpus of random legal games under a rule book",
            "(default fide) after a warm-up: legality, repetitions, automatic endings, dead position.",
            "With --json: one object per round, then the total."})
public final class BenchArbiterCommand implements Callable<Integer> {
    private final RuleBookComposer composer;
    private final Terminal terminal;
    private final JsonLines json;

    @Spec
    private CommandSpec spec;

    @Mixin
    private ProfileOptions profile;

    @Option(names = "--games", paramLabel = "N", defaultValue = "200",
            description = "Games in the corpus (default: ${DEFAULT-VALUE}).")
    private int games;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "" + GameCorpus.DEFAULT_SEED,
            description = "Seed of the random moves (default: ${DEFAULT-VALUE}).")
    private long seed;

    @Option(names = "--max-plies", paramLabel = "N", defaultValue = "" + GameCorpus.DEFAULT_PLY_CAP,
            description = "Cut a game that has not ended after N half-moves (default: ${DEFAULT-VALUE}).")
    private int plyCap;

    @Option(names = "--rounds", paramLabel = "R", defaultValue = "8",
            description = "Timed passes over the corpus; the median is reported (default: ${DEFAULT-VALUE}).")
    private int rounds;

    @Option(names = "--warmup", paramLabel = "SECONDS", defaultValue = "2",
            description = "Replay for this long before timing (default: ${DEFAULT-VALUE}).")
    private double warmup;

    @Option(names = "--json", description = "One JSON object per round, then the total.")
    private boolean asJson;

    @Option(names = "--peer", description = {"Alternate each round with chess.js (Node) replaying the same games,",
        "both pinned to CPU 1 with taskset where available; paired ratios and their median."})
    private boolean peer;

    @Option(names = "--no-pin", description = "With --peer: leave both processes free to run on any CPU.")
    private boolean noPin;

    @Inject
    BenchArbiterCommand(RuleBookComposer composer, Terminal terminal, JsonLines json) {
        this.composer = requireNonNull(composer, "composer");
        this.terminal = requireNonNull(terminal, "terminal");
        this.json = requireNonNull(json, "json");
    }

    /** One timed round; the peer's figures are 0 without {@code --peer}. */
    @JsonPropertyOrder({"round", "moves", "ms", "moves_per_s", "peer_moves_per_s", "ratio"})
    record Round(int round, long moves, double ms, long moves_per_s, long peer_moves_per_s, double ratio) {
    }

    /** The bench's total. */
    @JsonPropertyOrder({"total", "rules", "games", "seed", "moves", "ended", "rounds", "cold_moves_per_s",
        "moves_per_s", "ns_per_move", "peer", "peer_moves_per_s", "ratio", "ratio_min", "ratio_max", "mismatches"})
    record Total(boolean total, String rules, int games, long seed, long moves, int ended, int rounds,
            long cold_moves_per_s, long moves_per_s, double ns_per_move, String peer, long peer_moves_per_s,
            double ratio, double ratio_min, double ratio_max, int mismatches) {
    }

    @Override
    public Integer call() {
        if (games < 1 || rounds < 1 || plyCap < 1 || !(warmup >= 0 && warmup <= 3600)) {
            throw new ParameterException(spec.commandLine(),
                    "--games, --rounds and --max-plies must be 1 or more and --warmup from 0 to 3600 seconds");
        }
        RuleBook book = profile.compose(composer, "fide");
        String rules = profile.name("fide");
        GameCorpus corpus = generate(book, rules);
        ArbiterReplay replay = new ArbiterReplay(book, corpus, terminal.clock());
        Pass cold = replay.run(Progress.NONE);
        warmUp(replay);
        if (peer) {
            List<String> pin = noPin ? List.of() : ChessJsPeer.pinning(Runtime.getRuntime().availableProcessors() > 1 ? 1 : 0);
            pinSelf(pin);
            try (ChessJsPeer chessJs = ChessJsPeer.start(projectRoot(), corpus.uciLines(book), pin, terminal.err())) {
                chessJs.round();
                return measure(rules, corpus, replay, cold, chessJs, pin.isEmpty() ? "chess.js" : "chess.js (pinned)");
            }
        }
        return measure(rules, corpus, replay, cold, null, "");
    }

    private GameCorpus generate(RuleBook book, String rules) {
        Progress progress = ProgressBar.on(terminal, "games generated");
        try {
            return GameCorpus.generate(book, rules, games, seed, plyCap, progress);
        } finally {
            progress.finish();
        }
    }

    private void warmUp(ArbiterReplay replay) {
        long until = terminal.clock().getAsLong() + Math.round(warmup * 1e9);
        while (terminal.clock().getAsLong() < until) {
            replay.run(Progress.NONE);
        }
    }

    private int measure(String rules, GameCorpus corpus, ArbiterReplay replay, Pass cold, ChessJsPeer chessJs,
            String peerName) {
        if (!asJson) {
            terminal.out().printf(Locale.ROOT, "arbiter bench, rules %s: %d games (seed %d), %d moves, %d ended by the book;"
                    + " cold pass %s moves/s, then a %.1f s warm-up%n", rules, corpus.size(), seed, corpus.moves(),
                    corpus.endedCount(), Figures.si(cold.movesPerSecond()), warmup);
            terminal.out().flush();
        }
        List<Round> results = new ArrayList<>();
        int mismatches = cold.mismatches();
        Progress progress = ProgressBar.on(terminal, "games replayed");
        for (int round = 1; round <= rounds; round++) {
            progress.start(corpus.size());
            Pass ours = replay.run(progress);
            progress.clear();
            mismatches += ours.mismatches();
            Pass theirs = chessJs == null ? null : chessJs.round();
            results.add(round(round, ours, theirs));
            report(results.get(results.size() - 1), chessJs != null);
        }
        progress.finish();
        Total total = total(rules, corpus, cold, results, peerName, mismatches);
        print(total, chessJs != null);
        if (mismatches > 0) {
            terminal.err().println("bench arbiter: " + mismatches + " replays did not end where the generated game ended");
        }
        return mismatches == 0 ? ExitStatus.OK : ExitStatus.INTERNAL;
    }

    private static Round round(int round, Pass ours, Pass theirs) {
        long peerRate = theirs == null ? 0 : theirs.movesPerSecond();
        double ratio = peerRate == 0 ? 0 : Math.round(ours.movesPerSecond() * 1000.0 / peerRate) / 1000.0;
        return new Round(round, ours.moves(), Math.round(ours.nanos() / 1e4) / 100.0, ours.movesPerSecond(), peerRate, ratio);
    }

    private void report(Round round, boolean withPeer) {
        if (asJson) {
            json.print(round);
            return;
        }
        String line = String.format(Locale.ROOT, "round %d: %s moves/s (%.0f ns a move)", round.round(),
                Figures.si(round.moves_per_s()), 1e9 / Math.max(1, round.moves_per_s()));
        if (withPeer) {
            line += String.format(Locale.ROOT, ", peer %s moves/s, ratio %.2f", Figures.si(round.peer_moves_per_s()),
                    round.ratio());
        }
        terminal.out().println(line);
        terminal.out().flush();
    }

    private static Total total(String rules, GameCorpus corpus, Pass cold, List<Round> results, String peerName,
            int mismatches) {
        long median = BenchPerftCommand.median(results.stream().mapToLong(Round::moves_per_s).toArray());
        long peerMedian = BenchPerftCommand.median(results.stream().mapToLong(Round::peer_moves_per_s).toArray());
        double[] ratios = results.stream().mapToDouble(Round::ratio).sorted().toArray();
        return new Total(true, rules, corpus.size(), corpus.seed(), corpus.moves(), corpus.endedCount(), results.size(),
                cold.movesPerSecond(), median, Math.round(1e10 / Math.max(1, median)) / 10.0, peerName, peerMedian,
                median(ratios), ratios[0], ratios[ratios.length - 1], mismatches);
    }

    private void print(Total total, boolean withPeer) {
        if (asJson) {
            json.print(total);
            return;
        }
        terminal.out().printf(Locale.ROOT, "median of %d rounds: %s judged moves/s (%.1f ns a move)%n", total.rounds(),
                Figures.si(total.moves_per_s()), total.ns_per_move());
        if (withPeer) {
            terminal.out().printf(Locale.ROOT, "peer %s: %s moves/s; median of paired ratios %.2f (min %.2f, max %.2f)%n",
                    total.peer(), Figures.si(total.peer_moves_per_s()), total.ratio(), total.ratio_min(),
                    total.ratio_max());
        }
    }

    /** Pins this process (every thread) to the CPU of {@code pin}, so that both sides share one CPU. */
    private void pinSelf(List<String> pin) {
        if (pin.isEmpty()) {
            return;
        }
        try {
            Process taskset = new ProcessBuilder("taskset", "-a", "-cp", pin.get(2), String.valueOf(ProcessHandle.current().pid()))
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (taskset.waitFor() != 0) {
                terminal.err().println("bench arbiter: could not pin this process to CPU " + pin.get(2));
            }
        } catch (java.io.IOException e) {
            terminal.err().println("bench arbiter: could not pin this process: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The project root: the folder holding the peer script, found upwards from this code or the working directory. */
    private static Path projectRoot() {
        try {
            Path here = Path.of(BenchArbiterCommand.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            for (Path folder = here; folder != null; folder = folder.getParent()) {
                if (folder.resolve(ChessJsPeer.SCRIPT).toFile().isFile()) {
                    return folder;
                }
            }
        } catch (java.net.URISyntaxException | SecurityException | NullPointerException e) {
            return Path.of("").toAbsolutePath();
        }
        return Path.of("").toAbsolutePath();
    }

    private static double median(double[] values) {
        int middle = values.length / 2;
        double median = values.length % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
        return Math.round(median * 1000.0) / 1000.0;
    }
}
