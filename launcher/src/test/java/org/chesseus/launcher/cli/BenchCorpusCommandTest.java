package org.chesseus.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.github.luben.zstd.ZstdInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code chesseus bench corpus}: the file is packed by its name, the same seed gives the same
 * games as plain text and as zstd, the figures count the games the file holds, and a bad month is
 * refused in one line.
 */
class BenchCorpusCommandTest {

    @Test
    void aZstdCorpusHoldsTheSameGamesAsAPlainOne(@TempDir Path directory) throws IOException {
        Path plain = directory.resolve("month.pgn");
        Path packed = directory.resolve("month.pgn.zst");
        CommandRun first = CommandRun.of("bench", "corpus", "--games", "6", "--seed", "5", "--node-scale", "0.1",
                "--threads", "2", "--out", plain.toString());
        CommandRun second = CommandRun.of("bench", "corpus", "--games", "6", "--seed", "5", "--node-scale", "0.1",
                "--threads", "1", "--out", packed.toString(), "--json");
        byte[] unpacked;
        try (InputStream in = new ZstdInputStream(Files.newInputStream(packed))) {
            unpacked = in.readAllBytes();
        }
        String text = Files.readString(plain, StandardCharsets.UTF_8);
        JsonNode figures = second.json().get(0);
        assertAll(
                () -> assertEquals(0, first.status(), first.err()),
                () -> assertEquals(0, second.status(), second.err()),
                () -> assertArrayEquals(Files.readAllBytes(plain), unpacked),
                () -> assertEquals(6, text.split("\\[Event ", -1).length - 1),
                () -> assertEquals(6, figures.get("games").asInt()),
                () -> assertTrue(first.out().startsWith("corpus: 6 games (seed 5)"), first.out()));
    }

    @Test
    void aMonthThatIsNoMonthIsRefused(@TempDir Path directory) {
        CommandRun run = CommandRun.of("bench", "corpus", "--games", "1", "--month", "2024-13",
                "--out", directory.resolve("x.pgn").toString());
        assertEquals(2, run.status(), run.err());
        assertTrue(run.err().contains("--month '2024-13' is no month (YYYY-MM)"), run.err());
    }
}
