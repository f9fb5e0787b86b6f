package org.chesseus.launcher.cli;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.chesseus.api.FenReader;
import org.chesseus.api.Legality;
import org.chesseus.api.Position;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.engine.Engine;
import org.chesseus.api.engine.EngineProvider;
import org.chesseus.api.engine.SearchInfo;
import org.chesseus.api.engine.SearchLimits;
import org.chesseus.api.engine.SearchListener;
import org.chesseus.api.engine.SearchRequest;
import org.chesseus.api.engine.SearchResult;
import org.chesseus.launcher.terminal.ExitStatus;
import org.chesseus.launcher.terminal.Terminal;

/**
 * {@code chesseus bench search --mates FILE}: each line {@code FEN;N} searched with UCI's {@code go
 * mate N} (and at most ten seconds) by a fresh engine; reports whether the mate in N was found,
 * the time and the nodes it took, and the slowest. A line that is not {@code FEN;N} is refused
 * with its number.
 */
final class MateSuiteBench {
    private static final long CAP_MS = 10_000;

    private final Terminal terminal;
    private final JsonLines json;
    private final boolean asJson;

    MateSuiteBench(Terminal terminal, JsonLines json, boolean asJson) {
        this.terminal = terminal;
        this.json = json;
        this.asJson = asJson;
    }

    /** One position's result. */
    @JsonPropertyOrder({"fen", "mate", "found", "ms", "nodes", "best"})
    record MateTime(String fen, int mate, int found, double ms, long nodes, String best) {
        boolean solved() {
            return found == mate;
        }
    }

    int run(EngineProvider provider, Legality legality, List<String> lines, String source) {
        FenReader reader = FenReader.standard(legality);
        List<MateTime> results = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).trim();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] parts = line.split(";");
            if (parts.length != 2 || !parts[1].trim().matches("[1-9][0-9]?")) {
                throw new RejectedInputException(source + " line " + (i + 1) + ": expected 'FEN;N' (mate in N), got '"
                        + line + "'");
            }
            results.add(solve(provider.create(legality), legality, reader.read(parts[0].trim()),
                    Integer.parseInt(parts[1].trim())));
        }
        print(results);
        return results.stream().allMatch(MateTime::solved) ? ExitStatus.OK : ExitStatus.REJECTED;
    }

    private MateTime solve(Engine engine, Legality legality, Position position, int mate) {
        SearchLimits limits = new SearchLimits(OptionalLong.empty(), OptionalLong.empty(), 0, 0, OptionalInt.empty(),
                OptionalInt.empty(), OptionalLong.empty(), OptionalInt.of(mate), OptionalLong.of(CAP_MS), false);
        long start = terminal.clock().getAsLong();
        SearchResult result = engine.search(SearchRequest.of(position, limits), SearchListener.SILENT);
        long nanos = terminal.clock().getAsLong() - start;
        int found = result.last().map(info -> info.score().mateIn()).orElse(0);
        long nodes = result.last().map(SearchInfo::nodes).orElse(0L);
        String best = result.best().map(move -> legality.notation(false).uci(position, move)).orElse("-");
        return new MateTime(position.toString(), mate, found, nanos / 1e6, nodes, best);
    }

    private void print(List<MateTime> results) {
        if (asJson) {
            results.forEach(json::print);
            return;
        }
        PrintWriter out = terminal.out();
        Table table = new Table(6, 0, 1, 2, 3, 4).row("#", "mate", "found", "time", "nodes", "position");
        for (int i = 0; i < results.size(); i++) {
            MateTime r = results.get(i);
            table.row(String.valueOf(i + 1), String.valueOf(r.mate()), r.found() == 0 ? "-" : String.valueOf(r.found()),
                    Figures.seconds(Math.round(r.ms() * 1e6)), String.valueOf(r.nodes()), r.fen());
        }
        table.print(out, "");
        long solved = results.stream().filter(MateTime::solved).count();
        double slowest = results.stream().mapToDouble(MateTime::ms).max().orElse(0);
        out.println("solved " + solved + " of " + results.size() + "; slowest " + Figures.seconds(Math.round(slowest * 1e6)));
    }
}
