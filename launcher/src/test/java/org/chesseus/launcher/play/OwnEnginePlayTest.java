package org.chesseus.launcher.play;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.chesseus.launcher.cli.StockfishOracle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code engine} player: Chesseus's own search, started as a {@code chesseus uci} child
 * process, plays White against Stockfish 15.1 at 10 s + 0.1 s under the full FIDE arbiter, and the
 * game ends with one of the book's result codes; at two levels ({@code engine:ELO}) it plays
 * itself, and the record names the levels.
 */
class OwnEnginePlayTest {
    private static final Path STOCKFISH = StockfishOracle.PATH;
    private static final Pattern GAME_OVER = Pattern.compile("Game over: (W#|B#|SM|75|5R|DP|50|3R|DA|WT|BT|WR|BR|TM|RM|WF|BF|FM)"
            + " (1-0|0-1|1/2-1/2)");

    @TempDir
    Path directory;

    @Test
    @Tag("stockfish")
    void theOwnEnginePlaysStockfishAtTenSecondsAndTheGameEndsWithABookCode() throws Exception {
        StockfishOracle.requireWithEngine();
        Path pgn = directory.resolve("engine.pgn");
        try (LiveGame game = new LiveGame("play", "--pgn", pgn.toString(), "--white", "engine",
                "--black", "uci:" + STOCKFISH, "--time", "10s+0.1")) {
            assertEquals(0, game.status(Duration.ofMinutes(3)), game.err() + game.out());
            Matcher over = GAME_OVER.matcher(game.out());
            String record = Files.readString(pgn);
            assertAll(
                    () -> assertTrue(over.find(), game.out()),
                    () -> assertTrue(game.out().contains("1. "), "the engine's moves arrive:\n" + game.out()),
                    () -> assertTrue(record.contains("[White \"Chesseus "), "the own engine's id name:\n" + record),
                    () -> assertTrue(record.contains("[Black \"Stockfish "), "Stockfish's id name:\n" + record),
                    () -> assertTrue(record.contains("[ChesseusWhite \"engine\"]"), record),
                    () -> assertTrue(record.contains("[Result \"" + (over.find(0) ? over.group(2) : "?") + "\"]"), record));
        }
    }

    @Test
    void twoLevelsOfTheOwnEnginePlayAGameToABookCodeAndTheRecordNamesThem() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(java.util.ServiceLoader.load(
                org.chesseus.api.engine.EngineProvider.class).findFirst().isPresent(), "no search plugin in this build");
        Path pgn = directory.resolve("levels.pgn");
        try (LiveGame game = new LiveGame("play", "--pgn", pgn.toString(), "--white", "engine:1400",
                "--black", "engine:1000")) {
            assertEquals(0, game.status(Duration.ofMinutes(3)), game.err() + game.out());
            String record = Files.readString(pgn);
            assertAll(
                    () -> assertTrue(GAME_OVER.matcher(game.out()).find(), game.out()),
                    () -> assertTrue(record.contains("[White \"Chesseus ") && record.contains(" at 1400\"]"), record),
                    () -> assertTrue(record.contains(" at 1000\"]"), record),
                    () -> assertTrue(record.contains("[ChesseusWhite \"engine:1400\"]"), record),
                    () -> assertTrue(record.contains("[ChesseusBlack \"engine:1000\"]"), record));
        }
    }
}
