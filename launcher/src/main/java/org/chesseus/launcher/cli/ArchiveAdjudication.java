package org.chesseus.launcher.cli;

import static java.util.Objects.requireNonNull;

import com.github.luben.zstd.ZstdOutputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Supplier;
import java.util.zip.GZIPOutputStream;
import org.chesseus.api.RejectedInputException;
import org.chesseus.launcher.terminal.ExitStatus;
import org.chesseus.launcher.terminal.Terminal;
import org.chesseus.tools.adjudicate.Adjudication;
import org.chesseus.tools.adjudicate.AdjudicationTally;
import org.chesseus.tools.adjudicate.Adjudicator;
import org.chesseus.tools.adjudicate.stream.ArchiveInput;
import org.chesseus.tools.adjudicate.stream.ArchiveJudge;
import org.chesseus.tools.adjudicate.stream.GameTextSplitter;
import org.chesseus.tools.adjudicate.stream.JudgedText;
import org.chesseus.tools.adjudicate.stream.RuledRecord;
import org.chesseus.tools.adjudicate.stream.RulingTable;

/**
 * One run of {@code adjudicate} over an archive: read as a stream (plain, gzip or zstd), judged on
 * {@code threads} threads, each game's verdict printed in file order (all, or only those the
 * ruling changes), or a table of them; the rulings written into a copy of the archive; the tally
 * on standard error.
 */
final class ArchiveAdjudication {
    /**
     * How long printed lines may wait in the buffer: an archive's lines go out in blocks, not a
     * write a game, yet a reader at the other end of a pipe sees them within a tenth of a second.
     */
    private static final long FLUSH_NANOS = 100_000_000L;
    /** What to print and write. */
    record Choices(String source, int threads, boolean asJson, boolean summary, boolean changedOnly, Path writePgn) {
    }

    private final Terminal terminal;
    private final JsonLines json;
    private final Choices choices;

    ArchiveAdjudication(Terminal terminal, JsonLines json, Choices choices) {
        this.terminal = requireNonNull(terminal, "terminal");
        this.json = requireNonNull(json, "json");
        this.choices = requireNonNull(choices, "choices");
    }

    /** Judges the archive with adjudicators from {@code adjudicators}; the exit status. */
    int run(Supplier<Adjudicator> adjudicators) {
        AdjudicationPrinter printer = new AdjudicationPrinter(terminal, json, choices.asJson());
        AdjudicationTally tally = new AdjudicationTally();
        RulingTable table = new RulingTable();
        long start = terminal.clock().getAsLong();
        try (ArchiveInput input = open(); OutputStream copy = writer()) {
            ArchiveProgress progress = new ArchiveProgress(terminal, input.size());
            long[] games = {0};
            try {
                judge(adjudicators, input, copy, progress, printer, tally, table, games);
                printer.flush();
            } catch (UncheckedIOException e) {
                printer.flush();
                progress.clear();
                throw new RejectedInputException("adjudicate: cannot read '" + name() + "' after " + input.bytesRead()
                        + " of its bytes (" + input.packing().name().toLowerCase(Locale.ROOT) + "): "
                        + e.getCause().getMessage() + "; the " + games[0] + " games before were judged");
            }
            progress.clear();
        } catch (IOException | UncheckedIOException e) {
            throw new RejectedInputException("adjudicate: cannot read '" + name() + "': "
                    + (e instanceof UncheckedIOException u ? u.getCause() : e).getMessage());
        }
        return finish(tally, table, start);
    }

    private void judge(Supplier<Adjudicator> adjudicators, ArchiveInput input, OutputStream copy, ArchiveProgress progress,
            AdjudicationPrinter printer, AdjudicationTally tally, RulingTable table, long[] games) {
        long[] flushed = {terminal.clock().getAsLong()};
        new ArchiveJudge(adjudicators, choices.threads()).judge(new GameTextSplitter(input.games()), judged -> {
            progress.clear();
            judged.warnings().forEach(warning -> terminal.err().println("warning: " + warning));
            for (Adjudication verdict : judged.verdicts()) {
                tally.add(verdict);
                table.add(verdict);
                if (!choices.summary() && (!choices.changedOnly() || !verdict.agrees())) {
                    printer.write(verdict);
                }
            }
            long now = terminal.clock().getAsLong();
            if (now - flushed[0] >= FLUSH_NANOS || !judged.warnings().isEmpty()) {
                printer.flush();
                flushed[0] = now;
            }
            write(copy, judged);
            games[0] += judged.verdicts().size();
            progress.advance(input.bytesRead(), games[0]);
        });
    }

    private int finish(AdjudicationTally tally, RulingTable table, long start) {
        InputLines.requireSome(table.games() > 0 ? 1 : 0, "adjudicate", choices.source(), "game");
        if (choices.summary()) {
            if (choices.asJson()) {
                json.print(table.json());
            } else {
                terminal.out().print(table.text());
                terminal.out().flush();
            }
        }
        terminal.err().println(tally.summary(terminal.clock().getAsLong() - start));
        return tally.errors() == 0 ? ExitStatus.OK : ExitStatus.REJECTED;
    }

    private String name() {
        return choices.source().equals("-") ? "standard input" : choices.source();
    }

    private ArchiveInput open() {
        String source = choices.source();
        if (!source.equals("-") && Files.isDirectory(Path.of(source))) {
            throw new RejectedInputException("adjudicate: '" + source + "' is a folder, not a file");
        }
        try {
            return source.equals("-") ? ArchiveInput.of(terminal.in()) : ArchiveInput.open(Path.of(source));
        } catch (NoSuchFileException e) {
            throw new RejectedInputException("adjudicate: no such file '" + source + "'");
        } catch (AccessDeniedException e) {
            throw new RejectedInputException("adjudicate: permission denied reading '" + source + "'");
        } catch (IOException e) {
            throw new RejectedInputException("adjudicate: cannot read '" + source + "': " + e.getMessage());
        }
    }

    /** The copy's stream (gzip or zstd by the name's ending), or a stream that drops what it is given. */
    private OutputStream writer() {
        Path out = choices.writePgn();
        if (out == null) {
            return OutputStream.nullOutputStream();
        }
        try {
            OutputStream file = new BufferedOutputStream(Files.newOutputStream(out), 1 << 16);
            String name = out.getFileName().toString().toLowerCase(Locale.ROOT);
            return name.endsWith(".zst") ? new ZstdOutputStream(file) : name.endsWith(".gz") ? new GZIPOutputStream(file, 1 << 16)
                    : file;
        } catch (IOException e) {
            throw new RejectedInputException("adjudicate: --write-pgn: cannot write '" + out + "': " + e.getMessage());
        }
    }

    private void write(OutputStream copy, JudgedText judged) {
        try {
            copy.write(judged.changesOneGame() ? RuledRecord.rewrite(judged.text(), judged.verdicts().get(0))
                    : judged.text().bytes());
        } catch (IOException e) {
            throw new RejectedInputException("adjudicate: --write-pgn: cannot write '" + choices.writePgn() + "': "
                    + e.getMessage());
        }
    }
}
