package org.chesseus.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import org.chesseus.api.CastlingNotation;
import org.chesseus.api.FenWriter;
import org.chesseus.api.Move;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;
import org.chesseus.api.pgn.PgnGame;
import org.chesseus.api.pgn.PgnMove;
import org.chesseus.api.pgn.PgnReader;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The board facts behind the hand-written rulings of {@code corpus.expected}, asked of Stockfish
 * 15.1 at the ply each ruling names: a mate ({@code W#}, {@code B#}) has no legal move and a
 * checker, a stalemate none of either, {@code 75} is the first position whose half-move clock
 * reaches 150, {@code 50} a position whose clock is at least 99 (100 on the present position, or a
 * move away from it).
 */
@Tag("stockfish")
class CorpusStockfishTest {
    private static final Path STOCKFISH = StockfishOracle.PATH;
    private static final RuleBook FIDE = new RuleBookComposer(
            ServiceLoader.load(RuleLayer.class).stream().map(ServiceLoader.Provider::get).toList()).compose("fide");

    @Test
    void matesStalematesAndCountersOfTheExpectedRulingsAreStockfishs() throws IOException {
        requireStockfish();
        Path folder = Path.of(System.getProperty("user.dir"), "src", "test", "resources", "adjudicate");
        List<PgnGame> games = PgnReader.read(Files.readString(folder.resolve("corpus.pgn"), StandardCharsets.UTF_8));
        List<JsonNode> expected = new ArrayList<>();
        ObjectMapper json = new ObjectMapper();
        for (String line : Files.readAllLines(folder.resolve("corpus.expected"), StandardCharsets.UTF_8)) {
            if (!line.isBlank() && !line.startsWith("#")) {
                expected.add(json.readTree(line));
            }
        }
        Process stockfish = new ProcessBuilder(STOCKFISH.toString()).redirectErrorStream(true).start();
        try (PrintWriter in = new PrintWriter(stockfish.getOutputStream(), true, StandardCharsets.UTF_8);
                BufferedReader out = new BufferedReader(new InputStreamReader(stockfish.getInputStream(), StandardCharsets.UTF_8))) {
            int checked = 0;
            for (JsonNode want : expected) {
                String code = want.get("code").asText();
                if (List.of("W#", "B#", "SM", "75", "50").contains(code)) {
                    check(games.get(want.get("game").asInt() - 1), code, want.get("ply").asInt(), in, out);
                    checked++;
                }
            }
            assertEquals(13, checked, "games with a mate, a stalemate or a counter ruling");
            in.println("quit");
        } finally {
            stockfish.destroy();
        }
    }

    private static void check(PgnGame game, String code, int ply, PrintWriter in, BufferedReader out) throws IOException {
        Position start = game.startPosition(FIDE.legality());
        MoveNotation notation = FIDE.legality().notation(false);
        StringBuilder moves = new StringBuilder();
        Position at = start;
        for (PgnMove written : game.moves().subList(0, ply)) {
            Move move = notation.parseSan(at, written.san());
            moves.append(' ').append(notation.uci(at, move));
            at = FIDE.legality().play(at, move);
        }
        String fen = new FenWriter(FIDE.legality(), CastlingNotation.STANDARD).write(start);
        in.println("position fen " + fen + (moves.length() > 0 ? " moves" + moves : ""));
        in.println("d");
        String seen = answer(out, "Fen:");
        String checkers = answer(out, "Checkers:").substring("Checkers:".length()).strip();
        in.println("go perft 1");
        long legal = Long.parseLong(answer(out, "Nodes searched:").substring("Nodes searched:".length()).strip());
        String[] fields = seen.substring(4).strip().split(" ");
        int clock = Integer.parseInt(fields[4]);
        String where = "round " + game.tag("Round").orElse("?") + " at ply " + ply + ": " + seen + ", checkers '" + checkers + "'";
        switch (code) {
            case "W#":
            case "B#":
                assertAll(where, () -> assertEquals(0, legal), () -> assertTrue(!checkers.isEmpty()),
                        () -> assertEquals(code.equals("W#") ? "b" : "w", fields[1]));
                break;
            case "SM":
                assertAll(where, () -> assertEquals(0, legal), () -> assertEquals("", checkers));
                break;
            case "75":
                assertAll(where, () -> assertTrue(legal > 0), () -> assertEquals(150, clock));
                break;
            default:
                assertTrue(clock >= 99 && clock < 150, where);
        }
    }

    private static String answer(BufferedReader out, String prefix) throws IOException {
        for (String line = out.readLine(); line != null; line = out.readLine()) {
            if (line.startsWith(prefix)) {
                return line;
            }
        }
        return fail("Stockfish ended before printing '" + prefix + "'");
    }

    private static void requireStockfish() {
        StockfishOracle.require("; skipping the corpus check");
    }
}
