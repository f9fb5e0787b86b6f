package org.chesseus.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * {@code bench perft --peer}: the paired comparison with Stockfish 15.1, whose counts on the
 * bench set must equal the published ones as ours do; and a peer that cannot start is refused.
 */
class BenchPeerTest {
    private static final Path STOCKFISH = StockfishOracle.PATH;

    @Test
    @Tag("stockfish")
    void pairedRoundWithStockfishReportsBothRatesAndTheirRatio() {
        StockfishOracle.require("; skipping the peer comparison");
        CommandRun run = CommandRun.of("bench", "perft", "--json", "--warmup", "0", "--rounds", "1",
                "--peer", STOCKFISH.toString());
        List<JsonNode> lines = run.json();
        JsonNode round = lines.get(0);
        JsonNode summary = lines.get(1);
        assertAll(
                () -> assertEquals(0, run.status(), run.err()),
                () -> assertEquals(2, lines.size()),
                () -> assertEquals(List.of("round", "nodes", "peer_nodes", "ours_nps", "peer_nps", "ratio"), CommandRun.fieldNames(round)),
                () -> assertEquals(341_717_876L, round.get("peer_nodes").asLong()),
                () -> assertEquals(341_717_876L, round.get("nodes").asLong()),
                () -> assertTrue(round.get("peer_nps").asLong() > 0),
                () -> assertEquals(STOCKFISH.toString(), summary.get("peer").asText()),
                () -> assertTrue(summary.get("ratio_median").asDouble() > 0));
    }

    @Test
    void aPeerThatCannotStartIsRefusedInOneLine() {
        CommandRun run = CommandRun.of("bench", "perft", "--warmup", "0", "--peer", "/nonexistent/engine");
        assertAll(
                () -> assertEquals(1, run.status()),
                () -> assertTrue(run.err().startsWith("--peer: cannot start '/nonexistent/engine'"), run.err()),
                () -> assertEquals(1, run.err().strip().lines().count(), run.err()));
    }
}
