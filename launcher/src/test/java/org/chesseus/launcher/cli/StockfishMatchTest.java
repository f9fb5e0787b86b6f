package org.chesseus.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.pgn.PgnGame;
import org.chesseus.api.pgn.PgnReader;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Stockfish 15.1 against itself (one side limited to UCI_Elo 1500) for a handful of fast games, on
 * fixed nodes and on a 2 s + 0.05 s clock: every game ends with a code of the book, and the PGN
 * written reads back with {@link PgnReader}.
 */
@Tag("stockfish")
class StockfishMatchTest {
    private static final Path STOCKFISH = Path.of("/usr/games/stockfish");
    private static final Set<String> TERMINATIONS = Set.of("normal", "time forfeit", "rules infraction", "adjudication");

    @TempDir
    Path directory;

    private List<PgnGame> match(String... limits) throws IOException {
        if (!Files.isExecutable(STOCKFISH)) {
            if ("true".equals(System.getenv("CI"))) {
                fail("Stockfish is missing at " + STOCKFISH + " on CI");
            }
            Assumptions.abort("Stockfish is not installed at " + STOCKFISH);
        }
        Path pgn = directory.resolve("stockfish.pgn");
        String[] args = new String[10 + limits.length];
        System.arraycopy(new String[] {"--white", STOCKFISH.toString(), "--black", STOCKFISH.toString(), "--pgn",
            pgn.toString(), "--option-black", "UCI_LimitStrength=true", "--option-black", "UCI_Elo=1500"}, 0, args, 0, 10);
        System.arraycopy(limits, 0, args, 10, limits.length);
        MatchRun run = MatchRun.of(args);
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("Elo difference:"), run.out());
        return PgnReader.read(Files.readString(pgn));
    }

    private static void endedByTheBook(List<PgnGame> games, int count) {
        assertEquals(count, games.size());
        for (PgnGame game : games) {
            String code = game.tag("ResultCode").orElseThrow();
            assertAll(
                    () -> assertTrue(ResultCode.fromCode(code).isPresent(), code),
                    () -> assertEquals(ResultCode.fromCode(code).orElseThrow().score().pgn(), game.result()),
                    () -> assertTrue(TERMINATIONS.contains(game.tag("Termination").orElseThrow())),
                    () -> assertTrue(game.moves().size() > 0));
        }
    }

    @Test
    void fourFixedNodeGamesEndWithTheBooksCodes() throws IOException {
        endedByTheBook(match("--games", "4", "--nodes", "2000", "--concurrency", "2"), 4);
    }

    @Test
    void twoGamesOnAFastClockEndWithTheBooksCodesAndClockTimes() throws IOException {
        List<PgnGame> games = match("--games", "2", "--time", "2s+0.05");
        endedByTheBook(games, 2);
        assertTrue(games.stream().allMatch(g -> g.moves().stream().allMatch(m -> m.clockTime().isPresent())));
    }
}
