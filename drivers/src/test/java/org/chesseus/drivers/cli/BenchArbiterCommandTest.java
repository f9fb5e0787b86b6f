package org.chesseus.drivers.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * {@code chesseus bench arbiter}: the corpus of random games is fixed by its seed, every replay
 * ends each game where its generation ended it, and the JSON has one object per round and a total;
 * with {@code --peer}, chess.js replays the same moves (skipped where Node is not installed).
 */
class BenchArbiterCommandTest {

    @Test
    void jsonHasOneObjectPerRoundThenTheTotalAndEveryReplayAgreesWithTheCorpus() {
        CommandRun run = CommandRun.of("bench", "arbiter", "--rules", "l2", "--games", "4", "--rounds", "2",
                "--warmup", "0", "--json");
        List<JsonNode> lines = run.json();
        JsonNode total = lines.get(2);
        assertAll(
                () -> assertEquals(0, run.status(), run.err()),
                () -> assertEquals(3, lines.size()),
                () -> assertEquals(List.of("round", "moves", "ms", "moves_per_s", "peer_moves_per_s", "ratio"),
                        CommandRun.fieldNames(lines.get(0))),
                () -> assertEquals(lines.get(0).get("moves"), lines.get(1).get("moves")),
                () -> assertTrue(total.get("total").asBoolean()),
                () -> assertEquals("l2", total.get("rules").asText()),
                () -> assertEquals(4, total.get("games").asInt()),
                () -> assertEquals(4, total.get("ended").asInt(), "under l2 every random game ends on its own"),
                () -> assertEquals(lines.get(0).get("moves").asLong(), total.get("moves").asLong()),
                () -> assertEquals(0, total.get("mismatches").asInt()),
                () -> assertTrue(total.get("moves_per_s").asLong() > 0));
    }

    @Test
    void underLegalityAloneGamesRunToThePlyCap() {
        CommandRun run = CommandRun.of("bench", "arbiter", "--rules", "l1", "--games", "2", "--max-plies", "50",
                "--rounds", "1", "--warmup", "0", "--json");
        JsonNode total = run.json().get(1);
        assertAll(
                () -> assertEquals(0, run.status(), run.err()),
                () -> assertEquals(0, total.get("ended").asInt(), "l1 has mate and stalemate only: none in 50 random plies here"),
                () -> assertEquals(100, total.get("moves").asLong()));
    }

    @Test
    void aGameCountOfZeroIsAUsageError() {
        CommandRun run = CommandRun.of("bench", "arbiter", "--rules", "l2", "--games", "0");
        assertEquals(2, run.status());
        assertTrue(run.err().contains("--games"), run.err());
    }

    @Test
    void peerChessJsReplaysTheSameMovesAndTheRatiosAreReported() {
        Assumptions.assumeTrue(onPath("node") && onPath("npm"), "Node.js and npm are not installed: no chess.js peer");
        CommandRun run = CommandRun.of("bench", "arbiter", "--rules", "l2", "--games", "2", "--rounds", "2",
                "--warmup", "0", "--json", "--peer", "--no-pin");
        List<JsonNode> lines = run.json();
        JsonNode total = lines.get(2);
        assertAll(
                () -> assertEquals(0, run.status(), run.err()),
                () -> assertTrue(lines.get(0).get("peer_moves_per_s").asLong() > 0),
                () -> assertTrue(lines.get(0).get("ratio").asDouble() > 0),
                () -> assertEquals("chess.js", total.get("peer").asText()),
                () -> assertTrue(total.get("ratio").asDouble() >= total.get("ratio_min").asDouble()));
    }

    private static boolean onPath(String command) {
        for (String folder : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            if (Files.isExecutable(Path.of(folder, command))) {
                return true;
            }
        }
        return false;
    }
}
