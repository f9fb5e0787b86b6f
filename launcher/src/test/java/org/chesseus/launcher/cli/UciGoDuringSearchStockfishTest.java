package org.chesseus.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.chesseus.api.Legality;
import org.chesseus.api.Position;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.launcher.wiring.RuleLayerDiscovery;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code chesseus uci} against Stockfish 15.1 on scripts that send {@code go} or {@code position}
 * while a search runs: the same number of {@code bestmove} lines, in the same order, each legal in
 * the same position (the start, or after 1. e4). The scripts are those where Stockfish answers at
 * all: after {@code go infinite} it hangs on the next {@code go} until killed, where Chesseus
 * stops the search instead ({@code UciGoDuringSearchTest}). A {@code ucinewgame} is followed by
 * {@code position}, as UCI asks of a GUI: Stockfish keeps the old position across it, Chesseus
 * resets it to the start.
 */
@Tag("stockfish")
class UciGoDuringSearchStockfishTest {
    private static final Path STOCKFISH = StockfishOracle.PATH;
    private static final Duration LIMIT = Duration.ofSeconds(30);
    private static final Legality LEGALITY = new RuleBookComposer(RuleLayerDiscovery.found()).compose("fide").legality();
    private static final Position AFTER_E4 = LEGALITY.play(Position.start(),
            LEGALITY.notation(false).parseUci(Position.start(), "e2e4"));

    @BeforeEach
    void toolsArePresent() {
        StockfishOracle.requireWithEngine();
    }

    @ParameterizedTest
    @ValueSource(strings = {"go movetime 300|go depth 2",
        "go movetime 300|position startpos moves e2e4|go depth 2",
        "go infinite|position startpos moves e2e4|stop|go depth 2",
        "position startpos moves e2e4|go depth 2|isready|go movetime 200|ucinewgame|position startpos|go depth 1"})
    void eachGoIsAnsweredOnceInOrderAsStockfishDoes(String script) throws Exception {
        List<String> lines = List.of(script.split("\\|"));
        List<String> stockfish;
        try (UciProcess engine = UciProcess.of(STOCKFISH.toString())) {
            stockfish = answers(engine, lines);
        }
        try (UciProcess engine = UciProcess.start()) {
            List<String> chesseus = answers(engine, lines);
            assertEquals(stockfish, chesseus, "where each bestmove is legal, in order, for: " + lines);
        }
        assertEquals(lines.stream().filter(line -> line.startsWith("go ")).count(), stockfish.size(),
                "one bestmove a go from Stockfish: " + stockfish);
    }

    /**
     * Runs the script after the handshake and returns, for each {@code bestmove} up to the one of
     * the last {@code go} and an {@code isready} after it, the position it is legal in.
     */
    private static List<String> answers(UciProcess engine, List<String> script) throws Exception {
        engine.send("uci", "isready");
        int at = UciProcessTest.line(engine, 0, "readyok"::equals) + 1;
        engine.send(script.toArray(new String[0]));
        long goes = script.stream().filter(line -> line.startsWith("go ")).count();
        int from = at;
        for (int i = 0; i < goes; i++) {
            Optional<Integer> found = engine.await(from, line -> line.startsWith("bestmove "), LIMIT);
            if (found.isEmpty()) {
                break;
            }
            from = found.get() + 1;
        }
        engine.send("isready");
        int ready = UciProcessTest.line(engine, from, "readyok"::equals);
        List<String> where = new ArrayList<>();
        for (String line : engine.since(at).subList(0, ready - at)) {
            if (line.startsWith("bestmove ")) {
                where.add(legalIn(line.split("\\s+")[1]));
            }
        }
        engine.send("quit");
        return where;
    }

    private static String legalIn(String move) {
        if (legal(Position.start(), move)) {
            return "start";
        }
        return legal(AFTER_E4, move) ? "after 1. e4" : "illegal " + move;
    }

    private static boolean legal(Position position, String move) {
        return LEGALITY.legalMoves(position).stream().map(m -> LEGALITY.notation(false).uci(position, m)).anyMatch(move::equals);
    }
}
