package org.chesseus.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.github.luben.zstd.ZstdOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code adjudicate} over archives as a platform uses it, on the hand-judged corpus: packed files
 * give the plain file's lines; threads do not change them; {@code --changed-only} is the full
 * output filtered; {@code --summary}'s counts are the lines counted; {@code --write-pgn}'s copy,
 * judged again, agrees everywhere.
 */
class AdjudicateArchiveTest {
    private static final Path CORPUS = AdjudicateCommandTest.resource("corpus.pgn");

    private static Path packed(Path dir, String name, boolean zstd) throws IOException {
        Path file = dir.resolve(name);
        try (OutputStream out = zstd ? new ZstdOutputStream(Files.newOutputStream(file))
                : new GZIPOutputStream(Files.newOutputStream(file))) {
            out.write(Files.readAllBytes(CORPUS));
        }
        return file;
    }

    @Test
    void gzipAndZstdArchivesGiveThePlainFilesLines(@TempDir Path dir) throws IOException {
        String plain = CommandRun.of("adjudicate", "--json", CORPUS.toString()).out();
        assertAll(
                () -> assertEquals(plain, CommandRun.of("adjudicate", "--json", packed(dir, "c.pgn.gz", false).toString()).out()),
                () -> assertEquals(plain, CommandRun.of("adjudicate", "--json", packed(dir, "c.pgn.zst", true).toString()).out()));
    }

    @Test
    void threadsDoNotChangeTheLinesOrTheirOrder() {
        CommandRun one = CommandRun.of("adjudicate", "--threads", "1", CORPUS.toString());
        CommandRun two = CommandRun.of("adjudicate", "--threads", "2", CORPUS.toString());
        assertEquals(one.out(), two.out());
        assertEquals(one.status(), two.status());
    }

    @Test
    void changedOnlyIsTheFullOutputFilteredToTheGamesThatDoNotAgree() {
        List<JsonNode> all = CommandRun.of("adjudicate", "--json", CORPUS.toString()).json();
        List<JsonNode> changed = CommandRun.of("adjudicate", "--json", "--changed-only", CORPUS.toString()).json();
        assertEquals(all.stream().filter(o -> !o.get("agrees").asBoolean()).collect(Collectors.toList()), changed);
    }

    @Test
    void theSummaryCountsAreThePerGameLinesCounted() {
        List<JsonNode> all = CommandRun.of("adjudicate", "--json", CORPUS.toString()).json();
        JsonNode summary = CommandRun.of("adjudicate", "--json", "--summary", CORPUS.toString()).json().get(0);
        long games = 0;
        for (JsonNode row : summary.get("rows")) {
            long counted = all.stream().filter(o -> o.has("error") ? row.get("ruled").asText().equals("error")
                    && row.get("ruledReason").asText().equals(o.get("error").get("kind").asText())
                    && row.get("recorded").asText().equals(o.get("recorded").isNull() ? "?" : o.get("recorded").asText())
                    : o.get("recorded").asText().equals(row.get("recorded").asText())
                    && o.get("recordedReason").asText().equals(row.get("recordedReason").asText())
                    && o.get("ruled").asText().equals(row.get("ruled").asText())
                    && (o.get("ruledReason").isNull() ? "-" : o.get("ruledReason").asText()).equals(row.get("ruledReason").asText()))
                    .count();
            assertEquals(counted, row.get("games").asLong(), row.toString());
            games += counted;
        }
        long finalGames = games;
        assertAll(
                () -> assertEquals(all.size(), summary.get("games").asLong()),
                () -> assertEquals(all.size(), finalGames),
                () -> assertEquals(all.stream().filter(o -> !o.has("error") && !o.get("agrees").asBoolean()).count(),
                        summary.get("changed").asLong()),
                () -> summary.get("codes").fields().forEachRemaining(code -> assertEquals(all.stream().filter(o -> !o.has("error")
                        && (o.get("code").isNull() ? "*" : o.get("code").asText()).equals(code.getKey())).count(),
                        code.getValue().asLong(), code.getKey())));
    }

    @Test
    void theWrittenCopyJudgedAgainAgreesEverywhere(@TempDir Path dir) {
        Path copy = dir.resolve("ruled.pgn.zst");
        CommandRun first = CommandRun.of("adjudicate", "--json", "--write-pgn", copy.toString(), CORPUS.toString());
        List<JsonNode> again = CommandRun.of("adjudicate", "--json", copy.toString()).json();
        assertEquals(first.json().size(), again.size());
        for (JsonNode verdict : again) {
            assertTrue(verdict.has("error") || verdict.get("agrees").asBoolean(), verdict.toString());
        }
        assertEquals(first.json().stream().filter(o -> o.has("error")).count(), again.stream().filter(o -> o.has("error")).count());
    }

    @Test
    void aTruncatedZstdArchiveIsRefusedInOneLineAfterTheGamesBeforeTheCut(@TempDir Path dir) throws IOException {
        byte[] whole = Files.readAllBytes(packed(dir, "c.pgn.zst", true));
        Path cut = Files.write(dir.resolve("cut.pgn.zst"), java.util.Arrays.copyOf(whole, whole.length / 2));
        CommandRun run = CommandRun.of("adjudicate", cut.toString());
        assertAll(
                () -> assertEquals(1, run.status()),
                () -> assertTrue(run.err().strip().matches("adjudicate: cannot read '.*cut.pgn.zst' after \\d+ of its bytes"
                        + " \\(zstd\\): .*; the \\d+ games before were judged"), run.err()),
                () -> assertEquals(1, run.err().strip().lines().count(), run.err()));
    }

    @Test
    void aThreadCountBelowOneIsAUsageError() {
        CommandRun run = CommandRun.of("adjudicate", "--threads", "0", CORPUS.toString());
        assertAll(
                () -> assertEquals(2, run.status()),
                () -> assertTrue(run.err().contains("--threads must be at least 1"), run.err()));
    }
}
