package org.chesseus.launcher.cli;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import jakarta.inject.Inject;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.chesseus.api.Color;
import org.chesseus.api.FenReader;
import org.chesseus.api.Position;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.mate.MateAnswer;
import org.chesseus.api.mate.MateBudget;
import org.chesseus.api.mate.MateQuestion;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.launcher.terminal.ExitStatus;
import org.chesseus.launcher.terminal.Terminal;
import org.chesseus.tools.analyze.Analyst;
import org.chesseus.tools.analyze.AskedSide;
import org.chesseus.tools.analyze.Asking;
import org.chesseus.tools.analyze.ChaPeer;
import org.chesseus.tools.analyze.LabelledLine;
import org.chesseus.tools.analyze.Timings;
import org.chesseus.tools.perft.Progress;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code chesseus bench analyze}: "can it still checkmate?" asked of every position of a file (by
 * default the shared {@code chasolver-positions.txt}) for both sides or the side of {@code
 * --side}, the full question or the quick tier ({@code --quick}), after an in-process warm-up over
 * the same file; reports mean, p50, p99 and max microseconds per position, the answers, and — for
 * labelled files — the soundness errors and the labelled {@code no} answers proven. With {@code
 * --peer CMD} (a CHA 2 binary) it runs interleaved rounds against it instead ({@link
 * AnalyzePeerRounds}); where the binary is absent it says so and measures ours alone.
 */
@Command(name = "analyze", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Time 'can each side still checkmate?' over a file of positions after a warm-up.",
            "Mean, p50, p99 and max microseconds per position (both sides answered, or --side).",
            "With --json: {fen, micros, white, black} per position, then the total.",
            "With --peer CMD: interleaved rounds against CHA 2 on the same queries, paired ratios",
            "of means and of p50 (run under taskset -c 1 to pin both)."})
public final class BenchAnalyzeCommand implements Callable<Integer> {
    /** The shared oracle file, as seen from the project root. */
    static final String DEFAULT_INPUT = "../shared/data/chasolver-positions.txt";

    private final RuleBookComposer composer;
    private final Terminal terminal;
    private final JsonLines json;

    @Spec
    private CommandSpec spec;

    @Option(names = "--input", paramLabel = "FILE", defaultValue = DEFAULT_INPUT,
            description = "Positions, one FEN a line, optionally labelled (default: ${DEFAULT-VALUE}).")
    private String input;

    /** The warm-up ends when the JIT compiler has been idle this long (see {@link #warmUp}). */
    static final int IDLE_SECONDS = 2;
    /** The longest warm-up, however busy the compiler. */
    static final int WARM_UP_LIMIT_SECONDS = 60;

    @Option(names = "--warmup", paramLabel = "SECONDS", defaultValue = "3",
            description = {"Warm up for at least this long over the same positions (default: ${DEFAULT-VALUE}),",
                    "then on until the JIT compiler has been idle for 2 s (at most 60 s; 0: no warm-up)."})
    private double warmup;
    /** How long the warm-up took, in seconds. */
    private double warmedUp;

    @Option(names = "--budget", paramLabel = "NODES", defaultValue = "" + MateBudget.DEFAULT_NODES,
            description = "Positions each question may visit (default: ${DEFAULT-VALUE}).")
    private long budget;

    @Option(names = "--side", paramLabel = "SIDE", description = {"One side: white, black, or flagged (the side that "
        + "just moved, clock-aware: FIDE 6.9; CHA's bare-FEN query). Default: both."})
    private String side;

    @Option(names = "--quick", description = "The quick tier (MateQuestion.quickCanMate), against CHA's -quick.")
    private boolean quick;

    @Option(names = "--peer", paramLabel = "CMD", description = {"A CHA 2 binary (../shared/peers/cha/README.md): "
        + "rounds interleaved with it on the same queries; skipped, saying so, where it is absent."})
    private String peer;

    @Option(names = "--rounds", paramLabel = "N", defaultValue = "3",
            description = "Paired rounds with --peer (default: ${DEFAULT-VALUE}).")
    private int rounds;

    @Option(names = "--json", description = "One JSON object per position (per round with --peer), then the total.")
    private boolean asJson;

    @Inject
    BenchAnalyzeCommand(RuleBookComposer composer, Terminal terminal, JsonLines json) {
        this.composer = requireNonNull(composer, "composer");
        this.terminal = requireNonNull(terminal, "terminal");
        this.json = requireNonNull(json, "json");
    }

    /** One position measured. */
    @JsonPropertyOrder({"fen", "micros", "white", "black"})
    record Item(String fen, double micros, String white, String black) {
    }

    /** The bench's total. */
    @JsonPropertyOrder({"total", "positions", "mean", "p50", "p99", "max", "no", "yes", "unknown", "labelledNo",
        "provenNo", "unsound"})
    record Total(boolean total, int positions, double mean, double p50, double p99, double max, int no, int yes,
            int unknown, int labelledNo, int provenNo, int unsound) {
    }

    @Override
    public Integer call() {
        if (budget < 1 || !(warmup >= 0 && warmup <= 3600) || rounds < 1) {
            throw new ParameterException(spec.commandLine(),
                    "--budget and --rounds must be 1 or more and --warmup from 0 to 3600 seconds");
        }
        AskedSide asked = askedSide();
        RuleBook book = composer.compose("l2");
        MateQuestion question = book.service(MateQuestion.class).orElseThrow(() -> new RejectedInputException(
                "bench analyze needs layer l2, which was not found"));
        Asking asking = new Asking(asked, new MateBudget(budget, MateBudget.DEFAULT_PLIES, false), quick);
        Analyst analyst = new Analyst(book.legality(), question, asking, terminal.clock());
        ChaPeer cha = peer == null ? null : new ChaPeer(peer);
        if (cha != null && !cha.present()) {
            terminal.err().println("bench analyze: peer '" + cha.command() + "' is not an executable file:"
                    + " the peer part is skipped (build CHA 2 as ../shared/peers/cha/README.md says)");
            cha = null;
        }
        List<LabelledLine> lines = LabelledLine.of(InputLines.read(input, terminal));
        FenReader reader = FenReader.standard(book.legality());
        List<Position> positions = new ArrayList<>();
        for (LabelledLine line : lines) {
            positions.add(PerftCommand.read(reader, line.fen(), false));
        }
        warmUp(analyst, positions);
        if (cha != null) {
            return new AnalyzePeerRounds(terminal, json, asJson).run(analyst, cha, lines, positions, rounds,
                    side == null ? "both sides" : side);
        }
        return measure(analyst, lines, positions);
    }

    private AskedSide askedSide() {
        try {
            return side == null ? AskedSide.BOTH : AskedSide.of(side);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
    }

    /**
     * Warms up for {@code --warmup} seconds, then on, pass after pass over the positions, until the
     * JIT compiler has added no compile time for {@link #IDLE_SECONDS} (at most {@link
     * #WARM_UP_LIMIT_SECONDS} in all). Pinned to one CPU the compiler shares it with the questions,
     * and the quick tier calls some hundreds of methods that reach the optimising compiler each at
     * its own pace: on the real-games positions its methods were still being compiled 9 s in, and a
     * pass after a 3 s warm-up took 13–16 µs a position against 6–7 after 10 s.
     */
    private void warmUp(Analyst analyst, List<Position> positions) {
        long start = terminal.clock().getAsLong();
        long until = start + Math.round(warmup * 1e9);
        while (terminal.clock().getAsLong() < until) {
            positions.forEach(analyst::answers);
        }
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        if (warmup == 0 || jit == null || !jit.isCompilationTimeMonitoringSupported()) {
            warmedUp = (terminal.clock().getAsLong() - start) / 1e9;
            return;
        }
        long limit = start + Math.round(Math.max(warmup, WARM_UP_LIMIT_SECONDS) * 1e9);
        long compiled = jit.getTotalCompilationTime();
        long idleSince = terminal.clock().getAsLong();
        long now = idleSince;
        while (now - idleSince < IDLE_SECONDS * 1_000_000_000L && now < limit) {
            positions.forEach(analyst::answers);
            now = terminal.clock().getAsLong();
            if (jit.getTotalCompilationTime() != compiled) {
                compiled = jit.getTotalCompilationTime();
                idleSince = now;
            }
        }
        warmedUp = (now - start) / 1e9;
    }

    private int measure(Analyst analyst, List<LabelledLine> lines, List<Position> positions) {
        long[] nanos = new long[positions.size()];
        int[] verdicts = new int[3];
        int[] labels = new int[3];
        Progress progress = ProgressBar.on(terminal, "positions");
        progress.start(positions.size());
        try {
            for (int i = 0; i < positions.size(); i++) {
                long start = terminal.clock().getAsLong();
                Map<Color, MateAnswer> answers = analyst.answers(positions.get(i));
                nanos[i] = terminal.clock().getAsLong() - start;
                count(lines.get(i), answers, verdicts, labels);
                if (asJson) {
                    json.printBuffered(new Item(lines.get(i).fen(), Math.round(nanos[i] / 100.0) / 10.0,
                            word(answers.get(Color.WHITE)), word(answers.get(Color.BLACK))));
                }
                progress.advance(i + 1, i + 1);
            }
        } finally {
            progress.finish();
        }
        Timings timings = Timings.of(nanos);
        Total total = new Total(true, positions.size(), timings.mean(), timings.p50(), timings.p99(), timings.max(),
                verdicts[0], verdicts[1], verdicts[2], labels[0], labels[1], labels[2]);
        print(total);
        return total.unsound() == 0 ? ExitStatus.OK : ExitStatus.INTERNAL;
    }

    /** The verdict's word, or null for a side not asked (the field stays, as {@code analyze --json} keeps it). */
    private static String word(MateAnswer answer) {
        return answer == null ? null : answer.verdict().word();
    }

    private static void count(LabelledLine line, Map<Color, MateAnswer> answers, int[] verdicts, int[] labels) {
        for (Map.Entry<Color, MateAnswer> entry : answers.entrySet()) {
            Color color = entry.getKey();
            MateAnswer answer = entry.getValue();
            switch (answer.verdict()) {
                case NO: verdicts[0]++; break;
                case YES: verdicts[1]++; break;
                default: verdicts[2]++; break;
            }
            boolean labelledNo = line.expects(color).map(canMate -> !canMate).orElse(false);
            boolean labelledYes = line.expects(color).orElse(false);
            labels[0] += labelledNo ? 1 : 0;
            labels[1] += labelledNo && answer.isNo() ? 1 : 0;
            labels[2] += labelledYes && answer.isNo() ? 1 : 0;
        }
    }

    private void print(Total total) {
        if (asJson) {
            json.print(total);
            return;
        }
        terminal.out().flush();
        terminal.out().println(String.format(Locale.ROOT, "bench analyze, %d positions after a %.1f s warm-up:"
                + " mean %.1f µs, p50 %.1f µs, p99 %.1f µs, max %.1f µs per position (%s, %s)",
                total.positions(), warmedUp, total.mean(), total.p50(), total.p99(), total.max(),
                side == null ? "both sides" : side, quick ? "quick" : "full"));
        terminal.out().println("answers: " + total.no() + " no, " + total.yes() + " yes, " + total.unknown() + " unknown");
        if (total.labelledNo() > 0) {
            terminal.out().println(String.format(Locale.ROOT, "labels: %d of %d 'no' proven (%.2f%%), %d unsound",
                    total.provenNo(), total.labelledNo(), 100.0 * total.provenNo() / total.labelledNo(), total.unsound()));
        }
        if (total.unsound() > 0) {
            terminal.err().println("bench analyze: " + total.unsound() + " answers say 'no' where the label says the side can mate");
        }
    }
}
