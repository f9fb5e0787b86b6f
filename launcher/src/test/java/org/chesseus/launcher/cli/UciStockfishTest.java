package org.chesseus.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code perft N} and {@code go perft N} of {@code chesseus uci}, as a process, against Stockfish
 * 15.1's divide of the same positions: every root move's count and the total.
 */
@Tag("stockfish")
class UciStockfishTest {
    private static final Path STOCKFISH = StockfishOracle.PATH;

    @BeforeEach
    void toolsArePresent() {
        StockfishOracle.requireWithEngine();
    }

    @ParameterizedTest
    @ValueSource(strings = {"startpos", "fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "fen 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1 moves e2e4"})
    void perftAndGoPerftDivideAsStockfishDoes(String position) throws Exception {
        Map<String, Long> stockfish = stockfishDivide(position, 3);
        try (UciProcess uci = UciProcess.start()) {
            int at = uci.count();
            uci.send("position " + position, "perft 3");
            int total = UciProcessTest.line(uci, at, line -> line.startsWith("Nodes searched: "));
            Map<String, Long> perft = divide(uci.since(at).subList(0, total - at + 1));
            at = uci.count();
            uci.send("go perft 3");
            total = UciProcessTest.line(uci, at, line -> line.startsWith("Nodes searched: "));
            Map<String, Long> goPerft = divide(uci.since(at).subList(0, total - at + 1));
            assertAll(
                    () -> assertEquals(stockfish, perft),
                    () -> assertEquals(stockfish, goPerft));
        }
    }

    /** The {@code move: count} lines and the total ({@code Nodes searched: N}, under the key "total"). */
    private static Map<String, Long> divide(List<String> lines) {
        Map<String, Long> counts = new TreeMap<>();
        for (String line : lines) {
            if (line.matches("[a-h][1-8][a-h][1-8][nbrq]?: \\d+")) {
                counts.put(line.substring(0, line.indexOf(':')), Long.parseLong(line.substring(line.indexOf(':') + 2)));
            } else if (line.startsWith("Nodes searched: ")) {
                counts.put("total", Long.parseLong(line.substring("Nodes searched: ".length())));
            }
        }
        return counts;
    }

    private static Map<String, Long> stockfishDivide(String position, int depth) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(STOCKFISH.toString()).redirectErrorStream(true).start();
        try {
            OutputStream in = process.getOutputStream();
            in.write(("position " + position + "\ngo perft " + depth + "\n").getBytes(StandardCharsets.UTF_8));
            in.flush();
            List<String> lines = new java.util.ArrayList<>();
            BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                lines.add(line);
                if (line.startsWith("Nodes searched: ")) {
                    break;
                }
            }
            in.write("quit\n".getBytes(StandardCharsets.UTF_8));
            in.flush();
            return divide(lines);
        } finally {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        }
    }
}
