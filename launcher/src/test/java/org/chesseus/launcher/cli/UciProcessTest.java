package org.chesseus.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.function.Predicate;
import org.chesseus.api.FenReader;
import org.chesseus.api.Legality;
import org.chesseus.api.Position;
import org.chesseus.api.engine.EngineProvider;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.launcher.wiring.RuleLayerDiscovery;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@code chesseus uci} driven as a real process through its standard input and output, the way a
 * GUI drives it, with the real search plugin behind it: every command, the answers' shapes, moves
 * checked legal by the rule book, {@code stop} answered at once, and a stream of malformed lines
 * after which it still plays.
 */
class UciProcessTest {
    private static final Duration LIMIT = Duration.ofSeconds(30);
    private static final Legality LEGALITY = new RuleBookComposer(RuleLayerDiscovery.found()).compose("fide").legality();
    private static final String BESTMOVE = "bestmove ";

    @BeforeEach
    void theSearchPluginIsInThisBuild() {
        Assumptions.assumeTrue(ServiceLoader.load(EngineProvider.class).findFirst().isPresent(),
                "no EngineProvider on the class path: the search plugin is not in this build yet");
    }

    @Test
    void aScriptedSessionExercisesEveryCommand() throws Exception {
        try (UciProcess uci = UciProcess.start()) {
            uci.send("uci");
            int uciok = line(uci, 0, "uciok"::equals);
            List<String> declared = uci.since(0).subList(0, uciok);
            uci.send("debug on", "isready");
            line(uci, uciok, "readyok"::equals);
            int at = uci.count();
            uci.send("setoption name Hash value 32", "setoption name MultiPV value 2", "setoption name No Such Option value 1",
                    "ucinewgame", "isready");
            int ready = line(uci, at, "readyok"::equals);
            List<String> options = uci.since(at).subList(0, ready - at);
            assertAll(
                    () -> assertTrue(declared.get(0).startsWith("id name "), declared.toString()),
                    () -> assertTrue(declared.stream().anyMatch(l -> l.startsWith("option name Hash type spin")), declared.toString()),
                    () -> assertTrue(declared.stream().anyMatch(l -> l.startsWith("option name MultiPV type spin")), declared.toString()),
                    () -> assertTrue(declared.stream().anyMatch(l -> l.startsWith("option name Rules type combo default fide")),
                            declared.toString()),
                    () -> assertTrue(declared.stream().anyMatch(l -> l.startsWith("option name UCI_Chess960 type check")),
                            declared.toString()),
                    () -> assertTrue(options.stream().anyMatch(l -> l.startsWith("info string set Hash = 32")), options.toString()),
                    () -> assertTrue(options.stream().anyMatch(l -> l.startsWith("info string setoption: no option named 'No Such Option'")),
                            options.toString()));
            String game = "position startpos moves e2e4 e7e5 g1f3";
            Position afterGame = play(Position.start(), "e2e4", "e7e5", "g1f3");
            bestMove(uci, game, "go depth 3", afterGame);
            List<String> multiPv = uci.since(at);
            assertTrue(multiPv.stream().anyMatch(l -> l.contains(" multipv 2 ")), "MultiPV 2 gives a second line:\n"
                    + String.join("\n", multiPv));
            uci.send("setoption name MultiPV value 1");
            String kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
            Position position = FenReader.standard(LEGALITY).read(kiwipete);
            bestMove(uci, "position fen " + kiwipete, "go nodes 20000", position);
            bestMove(uci, "position fen " + kiwipete, "go movetime 200", position);
            bestMove(uci, game, "go wtime 30000 btime 30000 winc 100 binc 100 movestogo 30", afterGame);
            String chosen = bestMove(uci, "position startpos", "go depth 4 searchmoves a2a3 h2h3", Position.start());
            assertTrue(chosen.equals("a2a3") || chosen.equals("h2h3"), "searchmoves limits the root: " + chosen);
            at = uci.count();
            uci.send("position startpos moves e2e4", "d");
            int key = line(uci, at, l -> l.startsWith("Key: "));
            assertTrue(uci.since(at).contains("Fen: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"), uci.transcript());
            assertTrue(key > at);
            assertEquals(0, uci.endInput(LIMIT), "the end of input quits with status 0");
        }
    }

    @Test
    void goMateTwoFindsTheMateInTwo() throws Exception {
        // 1.Ra7 Kg8 2.Rb8# (two rooks on the a- and b-files; no mate in one: after 1.Ra8+ the king goes to g7 or h7).
        try (UciProcess uci = UciProcess.start()) {
            int at = uci.count();
            String move = bestMove(uci, "position fen 7k/8/8/8/8/8/R7/1R4K1 w - - 0 1", "go mate 2",
                    FenReader.standard(LEGALITY).read("7k/8/8/8/8/8/R7/1R4K1 w - - 0 1"));
            List<String> lines = uci.since(at);
            assertTrue(lines.stream().anyMatch(l -> l.contains(" score mate 2 ")), String.join("\n", lines));
            assertTrue(move.equals("a2a7") || move.equals("b1b7"), "1.Ra7 or 1.Rb7 mates next move: " + move);
        }
    }

    @Test
    void stopIsAnsweredWithBestmoveAtOnceAndGoInfiniteWaitsForIt() throws Exception {
        List<Long> latencies = new ArrayList<>();
        try (UciProcess uci = UciProcess.start()) {
            uci.send("isready");
            line(uci, 0, "readyok"::equals);
            for (int i = 0; i < 25; i++) {
                int at = uci.count();
                uci.send(i % 2 == 0 ? "position startpos" : "position startpos moves d2d4 g8f6 c2c4", "go infinite");
                line(uci, at, l -> l.startsWith("info depth"));
                Thread.sleep(i == 0 ? 1000 : 50);
                assertFalse(uci.since(at).stream().anyMatch(l -> l.startsWith(BESTMOVE)), "no bestmove before stop");
                long sent = System.nanoTime();
                uci.send("stop");
                int best = line(uci, at, l -> l.startsWith(BESTMOVE));
                latencies.add((uci.arrivedAt(best) - sent) / 1_000_000);
                // The search applies a stop that came less than 50 ms before a search starts to that search
                // (its guard against a host's racing threads), so the next try waits that out.
                Thread.sleep(100);
            }
        }
        Collections.sort(latencies);
        long median = latencies.get(latencies.size() / 2);
        long max = latencies.get(latencies.size() - 1);
        System.out.println("stop -> bestmove over " + latencies.size() + " tries: median " + median + " ms, max " + max + " ms");
        // A stop the engine honours is answered within the 50 ms aimed at; one the machine delays (the
        // shared CI machine, other builds running) may take longer once or twice, a stop ignored takes
        // seconds every time. So: four tries in five within 500 ms, every one within 5 s.
        long prompt = latencies.stream().filter(latency -> latency < 500).count();
        assertTrue(prompt >= 20, "stop answered within 500 ms (a CI margin over the 50 ms aimed at) in "
                + prompt + " of 25 tries: " + latencies);
        assertTrue(max < 5000, "every stop answered within 5 s: " + latencies);
    }

    @Test
    void goPonderWaitsForPonderhit() throws Exception {
        try (UciProcess uci = UciProcess.start()) {
            int at = uci.count();
            uci.send("position startpos moves e2e4 e7e5", "go ponder wtime 2000 btime 2000 winc 0 binc 0");
            line(uci, at, l -> l.startsWith("info depth"));
            Thread.sleep(300);
            assertFalse(uci.since(at).stream().anyMatch(l -> l.startsWith(BESTMOVE)), "no bestmove while pondering");
            uci.send("ponderhit");
            line(uci, at, l -> l.startsWith(BESTMOVE));
            String move = lastBest(uci, at);
            assertLegal(play(Position.start(), "e2e4", "e7e5"), move);
        }
    }

    @Test
    void aStreamOfMalformedLinesNeverStopsItAndItStillPlays() throws Exception {
        List<String> malformed = List.of("", "   ", "hello", "uci please", "isready now?", "setoption", "setoption name",
                "setoption name Hash value lots", "setoption name Hash value -5", "setoption name Hash value 999999999",
                "setoption name UCI_Chess960 value maybe", "setoption name Rules value nonsense", "position",
                "position fen", "position fen 8/8/8/8/8/8/8/8 w - - 0 1", "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
                "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z9 0 1", "position startpos moves e2e5",
                "position startpos moves e2e4 e2e4", "position startpos moves", "position somewhere", "go depth many",
                "go wtime -- btime", "go nodes 1e6", "go movetime", "go mate x", "go perft", "go perft ten", "perft", "perft x",
                "debug", "debug sometimes", "stop", "ponderhit", "register later", "d d d", "\u00ff\u00fe\u0001\u0002",
                "go searchmoves z9z9 depth 1");
        try (UciProcess uci = UciProcess.start()) {
            uci.send(malformed.toArray(new String[0]));
            uci.sendBytes(new byte[] {(byte) 0xc3, 0x28, (byte) 0xa0, (byte) 0xa1, 0x00, '\n', (byte) 0xf0, (byte) 0x90, '\n'});
            line(uci, 0, l -> l.startsWith(BESTMOVE));
            int at = uci.count();
            uci.send("position startpos moves e2e4", "go infinite");
            line(uci, at, l -> l.startsWith("info depth"));
            uci.send("position startpos", "go depth 1", "setoption name Hash value 1", "ucinewgame", "perft 2", "isready");
            line(uci, at, "readyok"::equals);
            uci.send("stop");
            List<String> answers = uci.since(at).stream().filter(l -> l.startsWith(BESTMOVE)).map(l -> l.split("\\s+")[1]).toList();
            at = uci.count();
            uci.send("isready");
            line(uci, at, "readyok"::equals);
            String move = bestMove(uci, "position startpos moves e2e4 c7c5", "go depth 3", play(Position.start(), "e2e4", "c7c5"));
            String transcript = uci.transcript();
            assertAll(
                    () -> assertEquals(2, answers.size(), "go infinite is stopped by the next go, each answered once:\n" + answers),
                    () -> assertLegal(play(Position.start(), "e2e4"), answers.get(0)),
                    () -> assertLegal(Position.start(), answers.get(1)),
                    () -> assertTrue(move.length() >= 4),
                    () -> assertTrue(transcript.lines().filter(l -> l.startsWith("info string")).count() >= 30, transcript),
                    () -> assertFalse(transcript.contains("Exception") || transcript.contains("\tat "), transcript));
        }
    }

    /** Sets the position, searches, and returns the bestmove after checking it is legal there. */
    static String bestMove(UciProcess uci, String position, String go, Position expected) throws Exception {
        int at = uci.count();
        uci.send(position, go);
        line(uci, at, l -> l.startsWith(BESTMOVE));
        String move = lastBest(uci, at);
        assertLegal(expected, move);
        return move;
    }

    private static String lastBest(UciProcess uci, int from) {
        List<String> lines = uci.since(from);
        for (int i = lines.size() - 1; i >= 0; i--) {
            if (lines.get(i).startsWith(BESTMOVE)) {
                return lines.get(i).split("\\s+")[1];
            }
        }
        return "";
    }

    static int line(UciProcess uci, int from, Predicate<String> wanted) throws InterruptedException {
        Optional<Integer> found = uci.await(from, wanted, LIMIT);
        assertTrue(found.isPresent(), "no such line within " + LIMIT + ":\n" + uci.transcript());
        return found.get();
    }

    private static void assertLegal(Position position, String move) {
        assertTrue(LEGALITY.legalMoves(position).stream().map(m -> LEGALITY.notation(false).uci(position, m))
                .anyMatch(move::equals), move + " is legal in " + position);
    }

    private static Position play(Position from, String... moves) {
        Position position = from;
        for (String move : moves) {
            position = LEGALITY.play(position, LEGALITY.notation(false).parseUci(position, move));
        }
        return position;
    }
}
