package org.chesseus.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bench search --peer}: paired rounds next to Stockfish 15.1 searching the same positions to
 * the same depth, whose node totals must repeat from round to round as ours do; a peer whose count
 * changes is reported as wrong, one that reports no count or cannot start is refused in one line;
 * {@code --rounds} without a peer keeps the signature.
 */
class BenchSearchPeerTest {
    private static final Path STOCKFISH = StockfishOracle.PATH;

    @Test
    @Tag("stockfish")
    void pairedRoundsWithStockfishReportBothRatesTheirRatioAndRepeatableCounts() {
        StockfishOracle.require("; skipping the search peer comparison");
        CommandRun alone = CommandRun.of("bench", "search", "--json", "--warmup", "0", "--depth", "6");
        List<JsonNode> ownLines = alone.json();
        long signature = ownLines.get(ownLines.size() - 1).get("signature").asLong();
        CommandRun run = CommandRun.of("bench", "search", "--json", "--warmup", "0", "--depth", "6", "--rounds", "2",
                "--peer", STOCKFISH.toString());
        List<JsonNode> lines = run.json();
        assertAll(
                () -> assertEquals(0, run.status(), run.err()),
                () -> assertEquals(3, lines.size()),
                () -> assertEquals(List.of("round", "nodes", "peer_nodes", "ours_nps", "peer_nps", "ratio"),
                        CommandRun.fieldNames(lines.get(0))),
                () -> assertEquals(signature, lines.get(0).get("nodes").asLong()),
                () -> assertEquals(signature, lines.get(1).get("nodes").asLong()),
                () -> assertTrue(lines.get(0).get("peer_nodes").asLong() > 0),
                () -> assertEquals(lines.get(0).get("peer_nodes").asLong(), lines.get(1).get("peer_nodes").asLong()),
                () -> assertEquals(STOCKFISH.toString(), lines.get(2).get("peer").asText()),
                () -> assertEquals(2, lines.get(2).get("rounds").asInt()),
                () -> assertTrue(lines.get(2).get("ratio_median").asDouble() > 0));
    }

    @Test
    void aPeerWhoseNodeCountChangesFromRoundToRoundIsReportedWrong(@TempDir Path directory) throws IOException {
        Path engine = fakeEngine(directory, "echo \"info depth 1 nodes $((RANDOM + 1000)) time 1\"; echo \"bestmove e2e4\"");
        CommandRun run = CommandRun.of("bench", "search", "--warmup", "0", "--depth", "3", "--rounds", "2",
                "--peer", engine.toString());
        assertAll(
                () -> assertEquals(3, run.status(), run.err()),
                () -> assertTrue(run.out().contains("median of 2 paired rounds"), run.out()),
                () -> assertTrue(run.err().startsWith("bench search: wrong count, peer: "), run.err()));
    }

    @Test
    void aPeerThatReportsNoNodeCountIsRefusedInOneLine(@TempDir Path directory) throws IOException {
        Path engine = fakeEngine(directory, "echo \"bestmove e2e4\"");
        CommandRun run = CommandRun.of("bench", "search", "--warmup", "0", "--depth", "3", "--peer", engine.toString());
        assertAll(
                () -> assertEquals(1, run.status()),
                () -> assertTrue(run.err().startsWith("--peer: '" + engine + "' reported no 'info ... nodes N'"), run.err()),
                () -> assertEquals(1, run.err().strip().lines().count(), run.err()));
    }

    @Test
    void aPeerThatCannotStartIsRefusedInOneLine() {
        CommandRun run = CommandRun.of("bench", "search", "--warmup", "0", "--peer", "/nonexistent/engine");
        assertAll(
                () -> assertEquals(1, run.status()),
                () -> assertTrue(run.err().startsWith("--peer: cannot start '/nonexistent/engine'"), run.err()),
                () -> assertEquals(1, run.err().strip().lines().count(), run.err()));
    }

    @Test
    void roundsWithoutAPeerKeepTheSignature() {
        CommandRun once = CommandRun.of("bench", "search", "--json", "--warmup", "0", "--depth", "4");
        CommandRun thrice = CommandRun.of("bench", "search", "--json", "--warmup", "0", "--depth", "4", "--rounds", "3");
        List<JsonNode> first = once.json();
        List<JsonNode> second = thrice.json();
        assertAll(
                () -> assertEquals(0, thrice.status(), thrice.err()),
                () -> assertEquals(first.size(), second.size()),
                () -> assertEquals(first.get(first.size() - 1).get("signature").asLong(),
                        second.get(second.size() - 1).get("signature").asLong()));
    }

    @Test
    void zeroRoundsAreRefused() {
        CommandRun run = CommandRun.of("bench", "search", "--rounds", "0");
        assertAll(
                () -> assertEquals(2, run.status()),
                () -> assertTrue(run.err().contains("--rounds 1 or more"), run.err()));
    }

    /** A UCI engine in a shell script that answers every {@code go} with {@code answer}. */
    private static Path fakeEngine(Path directory, String answer) throws IOException {
        Path script = directory.resolve("engine.sh");
        Files.writeString(script, String.join("\n",
                "#!/usr/bin/env bash",
                "while read -r line; do",
                "  case \"$line\" in",
                "    uci) echo \"id name fake\"; echo uciok ;;",
                "    isready) echo readyok ;;",
                "    go*) " + answer + " ;;",
                "    quit) exit 0 ;;",
                "  esac",
                "done", ""));
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        return script;
    }
}
