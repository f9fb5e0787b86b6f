package org.chesseus.launcher.cli;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.launcher.terminal.ExitStatus;
import org.chesseus.launcher.terminal.Terminal;
import org.chesseus.tools.arbiter.ArbiterReplay.Pass;
import org.chesseus.tools.arbiter.ArbiterReplay;
import org.chesseus.tools.arbiter.ChessJsPeer;
import org.chesseus.tools.arbiter.ChessgamePeer;
import org.chesseus.tools.arbiter.GameCorpus;
import org.chesseus.tools.arbiter.PeerAbsentException;
import org.chesseus.tools.arbiter.PeerProcess;
import org.chesseus.tools.arbiter.RecordedGames;
import org.chesseus.tools.perft.Progress;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code chesseus bench arbiter}: judged moves per second replaying a corpus of games with {@link
 * org.chesseus.api.game.Game#advance(int)}, every position judged as in a real game: legality,
 * repetition count, the book's automatic endings and the dead-position check wherever one can
 * arise. The corpus ({@link ArbiterCorpusOptions}) is by default the repository's 480 engine games
 * ({@link RecordedGames#DEFAULT}), each cut where the book ends it; {@code --corpus random} gives
 * random legal games of a fixed seed. The first pass is reported as the cold figure; then a
 * warm-up, then {@code --rounds} timed passes and their median. With {@code --peer} each round is
 * followed by a peer replaying the same games with its own game-over and draw checks ({@link
 * ChessJsPeer}, {@link ChessgamePeer}; warmed up for as long as we are), both pinned to one CPU
 * with {@code taskset} where available, and the paired ratios (ours / peer) and their median are
 * reported. A peer this machine does not have is skipped, saying why.
 */
@Command(name = "arbiter", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Judged moves/s replaying a corpus of games under a rule book after a warm-up.",
            "The arbiter checks legality, repetitions, automatic endings and dead positions. The corpus",
            "is the repository's real engine games unless --corpus says otherwise.",
            "With --json: one object per round, then the total."})
public final class BenchArbiterCommand implements Callable<Integer> {
    private final RuleBookComposer composer;
    private final Terminal terminal;
    private final JsonLines json;

    @Spec
    private CommandSpec spec;

    @Option(names = "--rules", paramLabel = "PROFILE", defaultValue = "fide", description = ProfileOptions.RULES)
    private String rules;

    @Mixin
    private ProfileOptions profile;

    @Mixin
    private ArbiterCorpusOptions corpusOptions;

    @Option(names = "--rounds", paramLabel = "R", defaultValue = "8",
            description = "Timed passes over the corpus; the median is reported (default: ${DEFAULT-VALUE}).")
    private int rounds;

    @Option(names = "--warmup", paramLabel = "SECONDS", defaultValue = "2",
            description = "Replay for this long before timing, the peer too (default: ${DEFAULT-VALUE}).")
    private double warmup;

    @Option(names = "--json", description = "One JSON object per round, then the total.")
    private boolean asJson;

    @Option(names = "--peer", paramLabel = "PEER", arity = "0..1", fallbackValue = ChessJsPeer.NAME,
            description = {"Alternate each round with a peer replaying the same games: chess.js (Node; the "
                + "default of a bare --peer) or chessgame (the Java library chess-game, its own JVM), "
                + "both pinned to CPU 1 with taskset where available; paired ratios and their median."})
    private String peer;

    @Option(names = "--no-pin", description = "With --peer: leave both processes free to run on any CPU.")
    private boolean noPin;

    @Inject
    BenchArbiterCommand(RuleBookComposer composer, Terminal terminal, JsonLines json) {
        this.composer = requireNonNull(composer, "composer");
        this.terminal = requireNonNull(terminal, "terminal");
        this.json = requireNonNull(json, "json");
    }

    /** The peers {@code --peer} names. */
    private static final List<String> PEERS = List.of(ChessJsPeer.NAME, ChessgamePeer.NAME);

    /** One timed round; the peer's figures are 0 without {@code --peer}. */
    @JsonPropertyOrder({"round", "moves", "ms", "moves_per_s", "peer_moves_per_s", "ratio"})
    record Round(int round, long moves, double ms, long moves_per_s, long peer_moves_per_s, double ratio) {
    }

    /** The bench's total. */
    @JsonPropertyOrder({"total", "rules", "corpus", "games", "seed", "moves", "ended", "rounds", "cold_moves_per_s",
        "moves_per_s", "ns_per_move", "peer", "peer_moves_per_s", "ratio", "ratio_min", "ratio_max", "mismatches"})
    record Total(boolean total, String rules, String corpus, int games, Long seed, long moves, int ended, int rounds,
            long cold_moves_per_s, long moves_per_s, double ns_per_move, String peer, long peer_moves_per_s,
            double ratio, double ratio_min, double ratio_max, int mismatches) {
    }

    @Override
    public Integer call() {
        if (rounds < 1 || !(warmup >= 0 && warmup <= 3600)) {
            throw new ParameterException(spec.commandLine(), "--rounds must be 1 or more and --warmup from 0 to 3600 seconds");
        }
        if (peer != null && !PEERS.contains(peer)) {
            throw new ParameterException(spec.commandLine(), "--peer: '" + peer + "' is no peer; choose "
                    + String.join(" or ", PEERS) + (peer.equals("chesslib") ? " (chesslib is published only on JitPack,"
                    + " which this project's build cannot reach; chessgame is the Java peer)" : ""));
        }
        RuleBook book = profile.compose(composer, rules);
        String named = profile.name(rules);
        GameCorpus corpus = corpusOptions.load(book, terminal, spec);
        ArbiterReplay replay = new ArbiterReplay(book, corpus, terminal.clock());
        Pass cold = replay.run(Progress.NONE);
        warmUp(replay);
        if (peer == null) {
            return measure(named, corpus, replay, cold, null, "");
        }
        List<String> pin = noPin ? List.of() : PeerProcess.pinning(Runtime.getRuntime().availableProcessors() > 1 ? 1 : 0);
        pinSelf(pin);
        Optional<PeerProcess> started = startPeer(book, corpus, pin);
        if (started.isEmpty()) {
            return measure(named, corpus, replay, cold, null, "");
        }
        try (PeerProcess other = started.get()) {
            other.warmUp(warmup);
            return measure(named, corpus, replay, cold, other, pin.isEmpty() ? other.name() : other.name() + " (pinned)");
        }
    }

    /** The peer asked for, started and ready; empty, saying why, when this machine does not have it. */
    private Optional<PeerProcess> startPeer(RuleBook book, GameCorpus corpus, List<String> pin) {
        List<String> lines = corpus.uciLines(book);
        Path root = ProjectFolder.holding(ChessJsPeer.SCRIPT).orElse(Path.of("").toAbsolutePath());
        try {
            return Optional.of(peer.equals(ChessgamePeer.NAME)
                    ? ChessgamePeer.start(root, lines, corpus.moves(), pin)
                    : ChessJsPeer.start(root, lines, corpus.moves(), pin, terminal.err()));
        } catch (PeerAbsentException absent) {
            terminal.err().println("bench arbiter: no peer, going on alone: " + absent.getMessage());
            terminal.err().flush();
            return Optional.empty();
        }
    }

    private void warmUp(ArbiterReplay replay) {
        long until = terminal.clock().getAsLong() + Math.round(warmup * 1e9);
        while (terminal.clock().getAsLong() < until) {
            replay.run(Progress.NONE);
        }
    }

    private int measure(String rules, GameCorpus corpus, ArbiterReplay replay, Pass cold, PeerProcess other,
            String peerName) {
        if (!asJson) {
            terminal.out().printf(Locale.ROOT, "arbiter bench, rules %s: %d games (%s), %d moves, %d ended by the book;"
                    + " cold pass %s moves/s, then a %.1f s warm-up%n", rules, corpus.size(), corpus.source(),
                    corpus.moves(), corpus.endedCount(), Figures.si(cold.movesPerSecond()), warmup);
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
            Pass theirs = other == null ? null : other.round();
            results.add(round(round, ours, theirs));
            report(results.get(results.size() - 1), other != null);
        }
        progress.finish();
        Total total = total(rules, corpus, corpusOptions.seed(), cold, results, peerName, mismatches);
        print(total, other != null);
        if (mismatches > 0) {
            terminal.err().println("bench arbiter: " + mismatches + " replays did not end where the book ended the game"
                    + " when the corpus was made");
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

    private static Total total(String rules, GameCorpus corpus, Long seed, Pass cold, List<Round> results,
            String peerName, int mismatches) {
        long median = BenchPerftCommand.median(results.stream().mapToLong(Round::moves_per_s).toArray());
        long peerMedian = BenchPerftCommand.median(results.stream().mapToLong(Round::peer_moves_per_s).toArray());
        double[] ratios = results.stream().mapToDouble(Round::ratio).sorted().toArray();
        return new Total(true, rules, corpus.source(), corpus.size(), seed, corpus.moves(), corpus.endedCount(), results.size(),
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

    private static double median(double[] values) {
        int middle = values.length / 2;
        double median = values.length % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
        return Math.round(median * 1000.0) / 1000.0;
    }
}
