package org.chesseus.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code chesseus bench arbiter}: the corpus is the repository's real games unless {@code --corpus}
 * names a PGN file or {@code random}; every replay ends each game where the book ended it when the
 * corpus was made, and the JSON has one object per round and a total; with {@code --peer}, chess.js
 * replays the same moves (skipped where Node is not installed). The chessgame peer is tested in the
 * benchmarks module, where it is built.
 */
class BenchArbiterCommandTest {

    @Test
    void jsonHasOneObjectPerRoundThenTheTotalAndEveryReplayAgreesWithTheCorpus() {
        CommandRun run = CommandRun.of("bench", "arbiter", "--corpus", "random", "--rules", "l2", "--games", "4",
                "--rounds", "2", "--warmup", "0", "--json");
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
        CommandRun run = CommandRun.of("bench", "arbiter", "--corpus", "random", "--rules", "l1", "--games", "2",
                "--max-plies", "50", "--rounds", "1", "--warmup", "0", "--json");
        JsonNode total = run.json().get(1);
        assertAll(
                () -> assertEquals(0, run.status(), run.err()),
                () -> assertEquals(0, total.get("ended").asInt(), "l1 has mate and stalemate only: none in 50 random plies here"),
                () -> assertEquals(100, total.get("moves").asLong()));
    }

    @Test
    void aGameCountOfZeroIsAUsageError() {
        CommandRun run = CommandRun.of("bench", "arbiter", "--corpus", "random", "--rules", "l2", "--games", "0");
        assertEquals(2, run.status());
        assertTrue(run.err().contains("--games"), run.err());
    }

    @Test
    void theDefaultCorpusIsTheRepositorysRealGames() {
        CommandRun run = CommandRun.of("bench", "arbiter", "--rules", "l1", "--games", "3", "--rounds", "1",
                "--warmup", "0", "--json");
        JsonNode total = run.json().get(1);
        assertAll(
                () -> assertEquals(0, run.status(), run.err()),
                () -> assertEquals("benchmarks/corpus/engine-games.pgn.gz", total.get("corpus").asText()),
                () -> assertEquals(3, total.get("games").asInt()),
                () -> assertTrue(total.get("seed").isNull(), "a file has no seed"),
                () -> assertEquals(3, total.get("ended").asInt(), "the first three games end in mate"),
                () -> assertEquals(66 + 103 + 76, total.get("moves").asLong(), "engine-games.verdicts.tsv"),
                () -> assertEquals(0, total.get("mismatches").asInt()));
    }

    @Test
    void aGzipPgnCorpusIsReplayedFromItsSetUpToTheBooksEnding(@TempDir Path folder) throws IOException {
        Path file = folder.resolve("games.pgn.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(file))) {
            out.write(("[SetUp \"1\"]\n[FEN \"8/8/8/8/2k5/8/1p6/K7 w - - 0 1\"]\n\n1. Kxb2 Kc5 2. Kc3 1/2-1/2\n\n"
                    + "1. f3 e5 2. g4 Qh4# 0-1\n").getBytes(StandardCharsets.UTF_8));
        }
        CommandRun run = CommandRun.of("bench", "arbiter", "--corpus", file.toString(), "--rounds", "1", "--warmup", "0",
                "--json");
        JsonNode total = run.json().get(1);
        assertAll(
                () -> assertEquals(0, run.status(), run.err()),
                () -> assertEquals(file.toString(), total.get("corpus").asText()),
                () -> assertEquals(2, total.get("ended").asInt()),
                () -> assertEquals(1 + 4, total.get("moves").asLong(), "the bare kings are dead after 1. Kxb2"));
    }

    @Test
    void seedAndPlyCapGoWithRandomGamesOnly() {
        CommandRun run = CommandRun.of("bench", "arbiter", "--seed", "3", "--rounds", "1");
        assertEquals(2, run.status());
        assertTrue(run.err().contains("--corpus random"), run.err());
    }

    @Test
    void anUnknownPeerIsAUsageErrorNamingThePeers() {
        CommandRun run = CommandRun.of("bench", "arbiter", "--corpus", "random", "--games", "1", "--peer", "stockfish");
        assertEquals(2, run.status());
        assertTrue(run.err().contains("chess.js or chessgame"), run.err());
    }

    @Test
    void aMissingCorpusFileSaysSo() {
        CommandRun run = CommandRun.of("bench", "arbiter", "--corpus", "no-such-games.pgn");
        assertEquals(1, run.status());
        assertTrue(run.err().contains("no such file 'no-such-games.pgn'"), run.err());
    }

    @Test
    void peerChessJsReplaysTheSameMovesAndTheRatiosAreReported() {
        Assumptions.assumeTrue(onPath("node") && onPath("npm"), "Node.js and npm are not installed: no chess.js peer");
        CommandRun run = CommandRun.of("bench", "arbiter", "--corpus", "random", "--rules", "l2", "--games", "2",
                "--rounds", "2", "--warmup", "0", "--json", "--peer", "--no-pin");
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
