package org.chesseus.launcher.cli;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.github.luben.zstd.ZstdOutputStream;
import jakarta.inject.Inject;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.YearMonth;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.zip.GZIPOutputStream;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.launcher.terminal.ExitStatus;
import org.chesseus.launcher.terminal.Terminal;
import org.chesseus.tools.corpus.ArchiveMonth;
import org.chesseus.tools.corpus.CorpusSettings;
import org.chesseus.tools.corpus.CorpusTally;
import org.chesseus.tools.perft.Progress;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code chesseus bench corpus}: writes a test corpus that looks like a month of Lichess's archive
 * ({@link ArchiveMonth}) to a {@code .pgn}, {@code .pgn.gz} or {@code .pgn.zst} file, and reports
 * how fast it was made and what it holds: games per second, half-moves a game, the games by ending
 * and the flags by what the opponent had left.
 */
@Command(name = "corpus", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Write a test corpus like a month of Lichess's archive.",
            "Engine self-play at mixed strengths and time controls, with clocks, flags, resignations, draws, aborted games and a",
            "few damaged records, in Lichess's export format. The same --seed and --games give the",
            "same bytes on any number of threads. With --json: one object with the figures."})
public final class BenchCorpusCommand implements Callable<Integer> {
    private final RuleBookComposer composer;
    private final Terminal terminal;
    private final JsonLines json;

    @Spec
    private CommandSpec spec;

    @Option(names = "--games", paramLabel = "N", required = true, description = "Games to write.")
    private int games;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "The seed (default: ${DEFAULT-VALUE}).")
    private long seed;

    @Option(names = "--out", paramLabel = "FILE", required = true,
            description = "The file: packed with gzip or zstd when its name ends in .gz or .zst.")
    private Path out;

    @Option(names = "--threads", paramLabel = "T", description = "Threads playing (default: the machine's cores).")
    private Integer threads;

    @Option(names = "--node-scale", paramLabel = "X", defaultValue = "1",
            description = "Factor on every player's node budget, above 0 and at most 10 (default: ${DEFAULT-VALUE}).")
    private double nodeScale;

    @Option(names = "--month", paramLabel = "YYYY-MM", defaultValue = "2024-01",
            description = "The month the games are dated in (default: ${DEFAULT-VALUE}).")
    private String month;

    @Option(names = "--json", description = "One JSON object with the figures.")
    private boolean asJson;

    @Inject
    BenchCorpusCommand(RuleBookComposer composer, Terminal terminal, JsonLines json) {
        this.composer = requireNonNull(composer, "composer");
        this.terminal = requireNonNull(terminal, "terminal");
        this.json = requireNonNull(json, "json");
    }

    /** The figures. */
    @JsonPropertyOrder({"games", "seed", "threads", "file", "bytes", "seconds", "games_per_s", "plies", "average_plies",
        "endings", "flags"})
    record Figures(int games, long seed, int threads, String file, long bytes, double seconds, double games_per_s,
            long plies, double average_plies, Map<String, Integer> endings, Map<String, Integer> flags) {
    }

    @Override
    public Integer call() {
        int cores = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        CorpusSettings settings;
        try {
            settings = new CorpusSettings(games, seed, cores, nodeScale, YearMonth.parse(month));
        } catch (IllegalArgumentException | DateTimeParseException e) {
            throw new ParameterException(spec.commandLine(), "bench corpus: " + (e instanceof DateTimeParseException
                    ? "--month '" + month + "' is no month (YYYY-MM)" : e.getMessage()));
        }
        ArchiveMonth generator = new ArchiveMonth(settings, () -> composer.compose("fide"), BenchSearchCommand.provider());
        Progress progress = ProgressBar.on(terminal, "games", "moves");
        long start = terminal.clock().getAsLong();
        CorpusTally tally;
        try (OutputStream file = open()) {
            tally = generator.write(file, progress);
        } catch (IOException | UncheckedIOException e) {
            throw new RejectedInputException("bench corpus: cannot write '" + out + "': " + e.getMessage());
        } finally {
            progress.finish();
        }
        long nanos = terminal.clock().getAsLong() - start;
        print(tally, cores, nanos);
        return ExitStatus.OK;
    }

    private OutputStream open() throws IOException {
        OutputStream file = new BufferedOutputStream(Files.newOutputStream(out), 1 << 16);
        String name = out.getFileName().toString().toLowerCase(Locale.ROOT);
        return name.endsWith(".zst") ? new ZstdOutputStream(file) : name.endsWith(".gz") ? new GZIPOutputStream(file, 1 << 16)
                : file;
    }

    private void print(CorpusTally tally, int cores, long nanos) {
        double seconds = nanos / 1e9;
        Map<String, Integer> endings = new LinkedHashMap<>();
        tally.endings().forEach((ending, count) -> endings.put(ending.label(), count));
        Map<String, Integer> flags = new LinkedHashMap<>();
        tally.flags().forEach((material, count) -> flags.put(material.label(), count));
        long bytes = out.toFile().length();
        Figures figures = new Figures(tally.games(), seed, cores, out.toString(), bytes, seconds,
                seconds > 0 ? tally.games() / seconds : 0, tally.plies(), tally.averagePlies(), endings, flags);
        if (asJson) {
            json.print(figures);
            return;
        }
        PrintWriter text = terminal.out();
        text.printf(Locale.ROOT, "corpus: %d games (seed %d) in %.1f s on %d threads: %.1f games/s, %.1f plies a game;"
                + " %s, %d bytes%n", tally.games(), seed, seconds, cores, figures.games_per_s(), tally.averagePlies(),
                out, bytes);
        text.println("endings: " + join(endings, tally.games()));
        text.println("flags, by what the opponent had: " + join(flags, tally.endings().getOrDefault(
                org.chesseus.tools.corpus.Ending.TIME_FORFEIT, 0)));
    }

    private static String join(Map<String, Integer> counts, int of) {
        StringBuilder line = new StringBuilder();
        counts.forEach((name, count) -> line.append(line.length() == 0 ? "" : ", ").append(name).append(' ').append(count)
                .append(String.format(Locale.ROOT, " (%.1f%%)", of == 0 ? 0 : 100.0 * count / of)));
        return line.toString();
    }
}
