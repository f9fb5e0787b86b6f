package org.chesseus.launcher.play;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chesseus.api.game.ForfeitRule;
import org.chesseus.api.pgn.PgnGame;
import org.chesseus.api.pgn.PgnReader;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.launcher.wiring.RuleLayerDiscovery;
import org.junit.jupiter.api.Tag;
import org.chesseus.launcher.cli.StockfishOracle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Engines as players: an external UCI engine moves on its own thread against the real clock and
 * its moves go through the arbiter; an engine that sends an illegal move or stops working
 * forfeits by the book and never brings Chesseus down. The misbehaving engines are small shell
 * scripts; the real one is Stockfish 15.1.
 */
class EnginePlayTest {
    private static final Path STOCKFISH = StockfishOracle.PATH;
    private static final Duration LIMIT = Duration.ofSeconds(60);

    @TempDir
    Path directory;

    private String engine(String name, String onGo) throws IOException {
        Path script = Files.writeString(directory.resolve(name + ".sh"), String.join("\n",
                "while read line; do",
                "  case \"$line\" in",
                "    uci) echo 'id name " + name + "'; echo uciok ;;",
                "    isready) echo readyok ;;",
                "    go*) " + onGo + " ;;",
                "    quit) exit 0 ;;",
                "  esac",
                "done", ""));
        return "uci:/bin/sh " + script;
    }

    @Test
    void anEnginesIllegalMoveForfeitsByTheBooksForfeitRuleInOneSentenceNamingTheEngineOnce() throws Exception {
        String forfeit = new RuleBookComposer(RuleLayerDiscovery.found()).compose("fide").rules().stream()
                .filter(entry -> entry.id().equals(ForfeitRule.ID)).findFirst().orElseThrow().article();
        try (LiveGame game = new LiveGame("play", "--pgn", directory.resolve("illegal.pgn").toString(),
                "--white", engine("illegal", "echo 'bestmove e2e5'"), "--black", "human")) {
            assertEquals(0, game.status(LIMIT), game.err());
            String end = game.out().lines().filter(line -> line.startsWith("Game over: ")).findFirst().orElse("");
            assertAll(
                    () -> assertTrue(end.startsWith("Game over: BF 0-1 (" + forfeit + ") White ("), end),
                    () -> assertFalse(end.contains("7.5.5"), "one illegal move is not FIDE 7.5.5's second: " + end),
                    () -> assertEquals(1, count(end, "White ("), "the side and the engine named once: " + end),
                    () -> assertTrue(end.endsWith("sent e2e5, which is not a legal move (a pawn moves forward one square"
                            + " (two from its starting rank) or captures diagonally forward) and loses the game by forfeit."), end),
                    () -> assertFalse(game.out().contains("Refused: White"), "the end is said once:\n" + game.out()));
        }
    }

    @Test
    void anEngineIsRecordedUnderItsIdNameAndANameGivenWithWhiteNameWins() throws Exception {
        Path own = directory.resolve("own.pgn");
        Path given = directory.resolve("given.pgn");
        String engine = engine("resigner", "echo 'bestmove e2e5'");
        try (LiveGame game = new LiveGame("play", "--pgn", own.toString(), "--white", engine, "--black", "human")) {
            assertEquals(0, game.status(LIMIT), game.err());
        }
        try (LiveGame game = new LiveGame("play", "--pgn", given.toString(), "--white", engine, "--black", "human",
                "--white-name", "Deep Thought", "--black-name", "Arthur Dent")) {
            assertEquals(0, game.status(LIMIT), game.err());
        }
        PgnGame ownRecord = PgnReader.read(Files.readString(own)).get(0);
        PgnGame givenRecord = PgnReader.read(Files.readString(given)).get(0);
        assertAll(
                () -> assertEquals("resigner", ownRecord.tag("White").orElseThrow(), "UCI: id name resigner"),
                () -> assertEquals(engine, ownRecord.tag("ChesseusWhite").orElseThrow(), "the command stays, for --resume"),
                () -> assertEquals("human", ownRecord.tag("Black").orElseThrow()),
                () -> assertEquals("Deep Thought", givenRecord.tag("White").orElseThrow()),
                () -> assertEquals("Arthur Dent", givenRecord.tag("Black").orElseThrow()));
    }

    @Test
    void anEngineThatCrashesForfeitsTheGame() throws Exception {
        try (LiveGame game = new LiveGame("play", "--pgn", directory.resolve("crash.pgn").toString(),
                "--white", "human", "--black", engine("crash", "exit 3"), "--time", "5+0")) {
            game.type("e4");
            assertEquals(0, game.status(LIMIT), game.err());
            assertAll(
                    () -> assertTrue(game.out().contains("stopped working: it stopped (exit status 3)"), game.out()),
                    () -> assertTrue(game.out().contains("Game over: WF 1-0 (Chesseus forfeit (as FIDE 6.9))"), game.out()));
        }
    }

    @Test
    void anEngineThatCannotStartIsRefusedInOneLine() {
        PlayRun run = PlayRun.of(directory, java.util.List.of(), "--black", "uci:/nonexistent/engine");
        assertAll(
                () -> assertEquals(1, run.status()),
                () -> assertTrue(run.err().startsWith("--black uci:/nonexistent/engine: cannot start it"), run.err()),
                () -> assertEquals(1, run.err().strip().lines().count(), run.err()));
    }

    @Test
    @Tag("stockfish")
    void stockfishPlaysBlackAtOneMinuteAgainstAPersonAndTheGameEndsWithACorrectCode() throws Exception {
        StockfishOracle.require("; skipping the game against it");
        try (LiveGame game = new LiveGame("play", "--pgn", directory.resolve("stockfish.pgn").toString(),
                "--white", "human", "--black", "uci:" + STOCKFISH, "--time", "1+0")) {
            playFirstLegalMoves(game);
            assertEquals(0, game.status(LIMIT), game.err());
            String out = game.out();
            assertAll(
                    () -> assertTrue(out.contains("1... "), "Stockfish's moves arrive:\n" + out),
                    () -> assertTrue(Pattern.compile("White to move .* Black 0:5[0-9]\\.[0-9]").matcher(out).find(),
                            "Black's clock runs while Stockfish thinks:\n" + out),
                    () -> assertTrue(out.contains("Game over: B# 0-1 (FIDE 5.1.1)"), out),
                    () -> assertTrue(Files.readString(directory.resolve("stockfish.pgn")).contains("[Result \"0-1\"]")));
        }
    }

    /** White, a person who always plays the first of the legal moves in SAN order, until the game ends. */
    private static void playFirstLegalMoves(LiveGame game) throws InterruptedException {
        Pattern list = Pattern.compile("\n([^\n]+)\n$");
        for (int turn = 1; turn <= 150; turn++) {
            int turns = turn;
            if (!game.await(out -> out.contains("Game over") || count(out, "\nWhite to move") >= turns, LIMIT)
                    || game.out().contains("Game over")) {
                return;
            }
            int before = game.out().length();
            game.type("moves");
            game.await(out -> out.length() > before && out.endsWith("\n"), LIMIT);
            Matcher m = list.matcher(game.out().substring(before - 1));
            if (!m.find()) {
                return;
            }
            game.type(m.group(1).split(" ")[0]);
        }
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            n++;
        }
        return n;
    }
}
