package org.chesseus.drivers.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code chesseus bench analyze} on a small labelled file (labels from RULES-NOTES §5 and the
 * issue): one object per position, then the total with the timing figures and the label counts.
 */
class BenchAnalyzeCommandTest {

    @Test
    void jsonHasOneObjectPerPositionThenTheTotalWithLabelCounts(@TempDir Path folder) throws IOException {
        Path file = folder.resolve("positions.txt");
        Files.writeString(file, String.join("\n", "# three labelled positions",
                "-- 4k3/8/8/p1p2p1p/P1P2P1P/8/8/4K3 w - -",
                "W- 4k3/8/8/8/8/8/8/R3K3 w - -",
                "-- 8/8/8/8/8/3k4/1q6/1K6 w - -", ""));
        CommandRun run = CommandRun.of("bench", "analyze", "--json", "--warmup", "0", "--input", file.toString());
        List<JsonNode> lines = run.json();
        JsonNode total = lines.get(3);
        assertAll(
                () -> assertEquals(0, run.status(), run.err()),
                () -> assertEquals(4, lines.size()),
                () -> assertEquals(List.of("fen", "micros", "white", "black"), CommandRun.fieldNames(lines.get(0))),
                () -> assertEquals(List.of("total", "positions", "mean", "p50", "p99", "max", "no", "yes", "unknown",
                        "labelledNo", "provenNo", "unsound"), CommandRun.fieldNames(total)),
                () -> assertEquals(3, total.get("positions").asInt()),
                () -> assertEquals(5, total.get("labelledNo").asInt()),
                () -> assertEquals(5, total.get("provenNo").asInt()),
                () -> assertEquals(0, total.get("unsound").asInt()),
                () -> assertTrue(total.get("max").asDouble() >= total.get("p50").asDouble()));
    }

    @Test
    void aMissingFileIsRefusedInOneLine() {
        CommandRun run = CommandRun.of("bench", "analyze", "--warmup", "0", "--input", "/nonexistent/positions.txt");
        assertEquals(1, run.status());
        assertEquals("--input: no such file '/nonexistent/positions.txt'", run.err().strip());
    }
}
