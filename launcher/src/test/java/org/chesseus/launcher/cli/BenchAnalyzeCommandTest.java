package org.chesseus.launcher.cli;

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

    /**
     * A stand-in for CHA 2 that answers as it does: one line per query, {@code … time T (query)},
     * T in microseconds (here 10 for a query asking White, 30 otherwise), then the closing line
     * with the average; with {@code -quick} it prints only every other query (as CHA prints only
     * what it proves).
     */
    private static Path fakePeer(Path folder) throws IOException {
        Path script = folder.resolve("fake-cha");
        Files.writeString(script, String.join("\n", "#!/bin/sh",
                "echo 'Chess Unwinnability Analyzer (CHA) version 2.6.1'",
                "n=0; total=0",
                "while IFS= read -r line; do",
                "  n=$((n+1)); t=30",
                "  case \"$line\" in *' white') t=10;; esac",
                "  total=$((total+t))",
                "  if [ \"$1\" != -quick ] || [ $((n % 2)) -eq 1 ]; then",
                "    echo \"unwinnable nodes 0 time $t ($line)\"",
                "  fi",
                "done",
                "echo \"Analyzed $n positions in 0 ms (avg: $((total / n)) us; std: 0 us; max: 30 us)\"", ""));
        script.toFile().setExecutable(true);
        return script;
    }

    private static Path positions(Path folder) throws IOException {
        Path file = folder.resolve("positions.txt");
        Files.writeString(file, String.join("\n", "-- 4k3/8/8/p1p2p1p/P1P2P1P/8/8/4K3 w - -",
                "W- 4k3/8/8/8/8/8/8/R3K3 w - -", "-- 8/8/8/8/8/3k4/1q6/1K6 w - -", ""));
        return file;
    }

    @Test
    void withAPeerEachRoundPairsOursWithThePeersTimesOnTheSameQueries(@TempDir Path folder) throws IOException {
        CommandRun run = CommandRun.of("bench", "analyze", "--json", "--warmup", "0", "--rounds", "3",
                "--input", positions(folder).toString(), "--peer", fakePeer(folder).toString());
        List<JsonNode> lines = run.json();
        JsonNode summary = lines.get(3);
        assertAll(
                () -> assertEquals(0, run.status(), run.err()),
                () -> assertEquals(4, lines.size(), run.out()),
                () -> assertEquals(40.0, lines.get(0).get("peerMean").asDouble(), "10 µs for White's query, 30 for Black's"),
                () -> assertEquals(40.0, lines.get(0).get("peerP50").asDouble()),
                () -> assertEquals(3, summary.get("rounds").asInt()),
                () -> assertEquals(3, summary.get("peerAnswered").asInt()),
                () -> assertEquals(6, summary.get("peerUnwinnable").asInt()),
                () -> assertEquals(summary.get("oursMean").asDouble() / 40.0, summary.get("ratioMean").asDouble(), 0.01),
                () -> assertTrue(summary.get("ratioMeanMin").asDouble() <= summary.get("ratioMeanMax").asDouble()));
    }

    @Test
    void oneSideSendsOneQueryAPosition(@TempDir Path folder) throws IOException {
        CommandRun white = CommandRun.of("bench", "analyze", "--json", "--warmup", "0", "--rounds", "1", "--side", "white",
                "--input", positions(folder).toString(), "--peer", fakePeer(folder).toString());
        CommandRun flagged = CommandRun.of("bench", "analyze", "--json", "--warmup", "0", "--rounds", "1",
                "--side", "flagged", "--input", positions(folder).toString(), "--peer", fakePeer(folder).toString());
        assertAll(
                () -> assertEquals(10.0, white.json().get(0).get("peerMean").asDouble(), white.out()),
                () -> assertEquals(3, white.json().get(1).get("no").asInt() + white.json().get(1).get("yes").asInt()
                        + white.json().get(1).get("unknown").asInt()),
                () -> assertEquals(30.0, flagged.json().get(0).get("peerMean").asDouble(), "the bare FEN: " + flagged.out()));
    }

    @Test
    void quickPairsWithThePeersQuickModeWhoseMeanCountsTheQueriesItDidNotPrint(@TempDir Path folder) throws IOException {
        CommandRun run = CommandRun.of("bench", "analyze", "--quick", "--warmup", "0", "--rounds", "2",
                "--input", positions(folder).toString(), "--peer", fakePeer(folder).toString());
        assertAll(
                () -> assertEquals(0, run.status(), run.err()),
                () -> assertTrue(run.out().contains("(both sides, quick)"), run.out()),
                () -> assertTrue(run.out().contains("peer mean 40.0"), "20 µs a query (its closing line), two a position: " + run.out()),
                () -> assertTrue(run.out().contains("peer answered 0 of 3 positions"), run.out()),
                () -> assertTrue(run.out().contains("of p50 n/a"), "its p50 is not of every position: " + run.out()));
    }

    @Test
    void anAbsentPeerIsSkippedSayingSoAndOursIsMeasuredAlone(@TempDir Path folder) throws IOException {
        CommandRun run = CommandRun.of("bench", "analyze", "--warmup", "0", "--input", positions(folder).toString(),
                "--peer", folder.resolve("no-such-cha").toString());
        assertAll(
                () -> assertEquals(0, run.status(), run.err()),
                () -> assertTrue(run.err().contains("the peer part is skipped"), run.err()),
                () -> assertTrue(run.out().startsWith("bench analyze, 3 positions"), run.out()));
    }

    @Test
    void aMissingFileIsRefusedInOneLine() {
        CommandRun run = CommandRun.of("bench", "analyze", "--warmup", "0", "--input", "/nonexistent/positions.txt");
        assertEquals(1, run.status());
        assertEquals("--input: no such file '/nonexistent/positions.txt'", run.err().strip());
    }
}
