package org.chesseus.launcher.cli;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import org.chesseus.api.RejectedInputException;
import org.chesseus.launcher.terminal.ExitStatus;
import org.chesseus.launcher.terminal.Terminal;
import org.chesseus.tools.perft.BatchLine;
import org.chesseus.tools.perft.PerftResult;
import org.chesseus.tools.perft.Progress;

/**
 * A perft batch ({@code --input FILE}): exactly one output per position line, in input order,
 * never dropped; a line that cannot be counted yields its error, naming the line. Progress by
 * lines on a terminal, a summary on standard error, status 1 when any line was refused.
 */
final class PerftBatch {
    private final Terminal terminal;
    private final JsonLines json;
    private final boolean asJson;

    /** Counts one line of the batch, or refuses it. */
    @FunctionalInterface
    interface LineCount {
        PerftResult count(BatchLine line);
    }

    /** A refused line: {@code {"line","fen","error"}}; the error starts with {@code line N:}. */
    @JsonPropertyOrder({"line", "fen", "error"})
    record LineError(int line, String fen, String error) {
    }

    PerftBatch(Terminal terminal, JsonLines json, boolean asJson) {
        this.terminal = requireNonNull(terminal, "terminal");
        this.json = requireNonNull(json, "json");
        this.asJson = asJson;
    }

    /** Runs the batch read from {@code source} ({@code -} for standard input) and returns the exit status. */
    int run(String source, int defaultDepth, LineCount counter) {
        List<BatchLine> lines = BatchLine.of(InputLines.read(source, terminal));
        InputLines.requireSome(lines.size(), "--input", source, "position ('FEN;depth' a line)");
        Progress progress = ProgressBar.on(terminal, "lines");
        long start = terminal.clock().getAsLong();
        long nodes = 0;
        int refused = 0;
        progress.start(lines.size());
        try {
            for (int i = 0; i < lines.size(); i++) {
                BatchLine line = lines.get(i);
                progress.clear();
                try {
                    PerftResult result = counter.count(line);
                    nodes += result.nodes();
                    print(line, result);
                } catch (RejectedInputException e) {
                    refused++;
                    print(new LineError(line.number(), line.fen(), "line " + line.number() + ": " + e.getMessage()));
                }
                progress.advance(i + 1, nodes);
            }
        } finally {
            progress.finish();
        }
        summarize(lines.size(), refused, nodes, terminal.clock().getAsLong() - start);
        return refused == 0 ? ExitStatus.OK : ExitStatus.REJECTED;
    }

    private void print(BatchLine line, PerftResult result) {
        if (asJson) {
            json.print(result);
        } else {
            terminal.out().println("line " + line.number() + ": " + result.nodes() + " nodes at depth " + result.depth()
                    + " in " + Figures.seconds(result.nanos()) + " (" + result.nps() + " nodes/s)");
            terminal.out().flush();
        }
    }

    private void print(LineError error) {
        if (asJson) {
            json.print(error);
        } else {
            terminal.out().println(error.error());
            terminal.out().flush();
        }
    }

    private void summarize(int positions, int refused, long nodes, long nanos) {
        terminal.err().println("perft: " + positions + " position" + (positions == 1 ? "" : "s") + ", " + refused
                + " refused; " + nodes + " nodes in " + Figures.seconds(nanos) + " ("
                + PerftResult.rate(nodes, nanos) + " nodes/s)");
    }
}
