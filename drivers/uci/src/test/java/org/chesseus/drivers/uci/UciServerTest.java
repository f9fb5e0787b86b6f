package org.chesseus.drivers.uci;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalLong;
import java.util.Set;
import org.chesseus.api.engine.DrawRules;
import org.chesseus.api.engine.SearchRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The protocol over a fake engine, in this process: what each command answers, what reaches the
 * engine, and that bad input is answered with {@code info string} and changes nothing. The oracles
 * are the UCI specification, hand-checked FENs and published perft counts.
 */
class UciServerTest {

    @Test
    void uciNamesTheEngineListsItsOptionsPlusRulesAndChess960ThenSaysUciok() {
        try (ServedEngine uci = new ServedEngine("fide")) {
            uci.send("uci");
            List<String> lines = uci.out().lines().toList();
            assertAll(
                    () -> assertEquals("id name Fake 1.0", lines.get(0)),
                    () -> assertEquals("id author the tests", lines.get(1)),
                    () -> assertTrue(lines.contains("option name Hash type spin default 16 min 1 max 1024"), uci.out()),
                    () -> assertTrue(lines.contains("option name UCI_Chess960 type check default false"), uci.out()),
                    () -> assertTrue(lines.stream().anyMatch(line -> line.startsWith("option name Rules type combo default fide")
                            && line.contains(" var uscf") && line.contains(" var l1")), uci.out()),
                    () -> assertEquals("uciok", lines.get(lines.size() - 1)));
        }
    }

    @Test
    void setoptionReachesTheEngineOnItsOwnThreadAndNamesMayHoldSpaces() {
        try (ServedEngine uci = new ServedEngine("fide")) {
            uci.send("setoption name Hash value 64", "setoption name Clear Hash", "setoption name Hash value 99999",
                    "setoption name hash value x", "ucinewgame");
            String out = uci.out();
            assertAll(
                    () -> assertEquals("64", uci.engine().options.get("hash")),
                    () -> assertTrue(out.contains("info string setoption: no option named 'Clear Hash'"), out),
                    () -> assertTrue(out.contains("info string setoption name Hash: 99999 is out of range 1..1024"), out),
                    () -> assertTrue(out.contains("info string setoption name Hash: 'x' is not a number"), out),
                    () -> assertEquals(1, uci.engine().newGames),
                    () -> assertEquals(Set.of("chesseus engine"), Set.copyOf(uci.engine().threads)));
        }
    }

    @Test
    void aFileOptionIsReadByTheDriverAndHandedToTheEngineAndABadFileIsNamed(@TempDir Path dir) throws Exception {
        Path book = Files.write(dir.resolve("my book.bin"), new byte[] {'B', 1, 2, 3});
        Path wrong = Files.write(dir.resolve("wrong.bin"), new byte[] {'X'});
        try (ServedEngine uci = new ServedEngine("fide")) {
            uci.send("uci", "setoption name book file value " + book, "isready");
            assertTrue(uci.await(out -> out.contains("readyok")), uci.out());
            assertTrue(uci.out().contains("option name Book File type string default <empty>"), uci.out());
            assertArrayEquals(new byte[] {'B', 1, 2, 3}, uci.engine().book);
            assertEquals(book.toString(), uci.engine().bookSource, "the name may hold spaces");
            assertEquals(Set.of("chesseus engine"), Set.copyOf(uci.engine().threads), "read for the engine on its thread");

            uci.send("setoption name Book File value " + dir.resolve("none.bin"), "setoption name Book File value " + dir,
                    "setoption name Book File value " + wrong, "isready");
            assertTrue(uci.await(out -> out.indexOf("readyok") != out.lastIndexOf("readyok")), uci.out());
            String out = uci.out();
            assertAll(
                    () -> assertTrue(out.contains("info string setoption name Book File: option Book File: no file '"
                            + dir.resolve("none.bin") + "'"), out),
                    () -> assertTrue(out.contains("info string setoption name Book File: option Book File: '" + dir
                            + "' is a directory, not a file"), out),
                    () -> assertTrue(out.contains("info string setoption name Book File: option Book File: " + wrong
                            + ": not a book"), out),
                    () -> assertArrayEquals(new byte[] {'B', 1, 2, 3}, uci.engine().book, "a refused file changes nothing"));

            uci.send("setoption name Book File value <empty>", "isready");
            assertTrue(uci.await(o -> o.split("readyok", -1).length == 4), uci.out());
            assertNull(uci.engine().book, "<empty> is the engine's own again");
        }
    }

    @Test
    void positionStartposMovesIsTheGameTheSearchSeesAndDShowsItsFen() throws Exception {
        try (ServedEngine uci = new ServedEngine("fide")) {
            uci.send("position startpos moves e2e4 e7e5", "d", "go depth 3");
            assertTrue(uci.await(out -> out.contains("bestmove")), uci.out());
            SearchRequest request = uci.engine().requests.get(0);
            String out = uci.out();
            assertAll(
                    () -> assertTrue(out.contains("Fen: rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"), out),
                    () -> assertTrue(out.contains(" | r | n | b | q | k | b | n | r | 8"), out),
                    () -> assertTrue(out.lines().anyMatch(line -> line.matches("Key: [0-9A-F]{16}")), out),
                    () -> assertEquals(2, request.moves().size()),
                    () -> assertEquals(OptionalLong.empty(), request.limits().nodes()),
                    () -> assertEquals(3, request.limits().depth().getAsInt()),
                    () -> assertEquals(DrawRules.FIDE, request.drawRules()),
                    () -> assertEquals(3, out.lines().filter(line -> line.startsWith("info depth")).count(), out),
                    () -> assertTrue(out.contains("info depth 3 seldepth 4 multipv 1 score cp 30 nodes 300 nps 100000 time 3"
                            + " hashfull 0 pv "), out));
        }
    }

    @Test
    void anIllegalMoveOrABadFenLeavesThePreviousPositionInForce() {
        try (ServedEngine uci = new ServedEngine("fide")) {
            uci.send("position startpos moves e2e4", "position startpos moves e7e5", "position fen 8/8/8/8 w - - 0 1",
                    "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", "position", "d");
            String out = uci.out();
            assertAll(
                    () -> assertTrue(out.contains("info string position: move 1 'e7e5': "), out),
                    () -> assertTrue(out.contains("info string position fen 8/8/8/8 w - - 0 1: "), out),
                    () -> assertTrue(out.contains("info string position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1:"
                            + " FEN field 2"), out),
                    () -> assertTrue(out.contains("info string position: startpos or fen <FEN> must follow"), out),
                    () -> assertTrue(out.contains("Fen: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"), out));
        }
    }

    @Test
    void goInfiniteSendsNoBestmoveUntilStopAndStopAnswersBeforeItReturns() throws Exception {
        try (ServedEngine uci = new ServedEngine("fide")) {
            uci.send("position startpos", "go infinite");
            assertTrue(uci.await(out -> out.contains("info depth 1")), uci.out());
            uci.send("isready", "position startpos moves e2e4", "d");
            String during = uci.out();
            uci.send("stop");
            String after = uci.out();
            assertAll(
                    () -> assertFalse(during.contains("bestmove"), during),
                    () -> assertTrue(during.contains("readyok"), during),
                    () -> assertTrue(during.contains("Fen: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"),
                            "position takes effect during a search:\n" + during),
                    () -> assertTrue(after.matches("(?s).*\nbestmove [a-h][1-8][a-h][1-8] ponder [a-h][1-8][a-h][1-8]\n"),
                            "bestmove is sent before stop returns:\n" + after),
                    () -> assertEquals(1, uci.engine().requests.size()));
        }
    }

    @Test
    void goPonderAnswersAfterPonderhitAndKeepsTheClocks() throws Exception {
        try (ServedEngine uci = new ServedEngine("fide")) {
            uci.send("position startpos moves e2e4", "go ponder wtime 60000 btime 50000 winc 1000 binc 500 movestogo 20");
            assertTrue(uci.await(out -> out.contains("info depth 1")), uci.out());
            Thread.sleep(50);
            assertFalse(uci.out().contains("bestmove"), uci.out());
            uci.send("ponderhit");
            assertTrue(uci.await(out -> out.contains("bestmove")), uci.out());
            SearchRequest request = uci.engine().requests.get(0);
            assertAll(
                    () -> assertTrue(request.ponder()),
                    () -> assertEquals(60000, request.limits().whiteTimeMs().getAsLong()),
                    () -> assertEquals(50000, request.limits().blackTimeMs().getAsLong()),
                    () -> assertEquals(1000, request.limits().whiteIncrementMs()),
                    () -> assertEquals(500, request.limits().blackIncrementMs()),
                    () -> assertEquals(20, request.limits().movesToGo().getAsInt()));
        }
    }

    @Test
    void searchmovesNodesMovetimeMateAndMultiPvReachTheRequest() throws Exception {
        try (ServedEngine uci = new ServedEngine("fide")) {
            uci.send("setoption name MultiPV value 3", "go nodes 5000 movetime 200 mate 2 searchmoves g1f3 b1c3 e2e5");
            assertTrue(uci.await(out -> out.contains("bestmove")), uci.out());
            SearchRequest request = uci.engine().requests.get(0);
            assertAll(
                    () -> assertEquals(3, request.multiPv()),
                    () -> assertEquals(5000, request.limits().nodes().getAsLong()),
                    () -> assertEquals(200, request.limits().moveTimeMs().getAsLong()),
                    () -> assertEquals(2, request.limits().mate().getAsInt()),
                    () -> assertEquals(2, request.searchMoves().size()),
                    () -> assertTrue(uci.out().contains("info string go searchmoves: 'e2e5' skipped"), uci.out()),
                    () -> assertTrue(uci.out().contains("bestmove g1f3"), uci.out()));
        }
    }

    @Test
    void goWithANonNumberStartsNoSearchAndSaysWhy() {
        try (ServedEngine uci = new ServedEngine("fide")) {
            uci.send("go depth x", "go wtime", "go depth 0", "go movetime -5");
            String out = uci.out();
            assertAll(
                    () -> assertTrue(out.contains("info string go depth: 'x' is not a whole number"), out),
                    () -> assertTrue(out.contains("info string go wtime: a number must follow"), out),
                    () -> assertTrue(out.contains("info string go depth: must be from 1 to 64, got 0"), out),
                    () -> assertTrue(out.contains("info string go movetime: must be 1 or more, got -5"), out),
                    () -> assertTrue(uci.engine().requests.isEmpty()));
        }
    }

    @Test
    void theSideToMoveWithoutALegalMoveGetsBestmove0000() throws Exception {
        try (ServedEngine uci = new ServedEngine("fide")) {
            uci.send("position fen 7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", "go depth 2");
            assertTrue(uci.await(out -> out.contains("bestmove")), uci.out());
            assertTrue(uci.out().contains("bestmove 0000"), uci.out());
        }
    }

    @Test
    void perftDividesLikeStockfishWithThePublishedTotals() {
        try (ServedEngine uci = new ServedEngine("fide")) {
            uci.send("perft 3");
            String three = uci.out();
            uci.send("go perft 2");
            String two = uci.since(three.length());
            assertAll(
                    () -> assertEquals(20, three.lines().filter(line -> line.matches("[a-h][1-8][a-h][1-8]: \\d+")).count(), three),
                    () -> assertTrue(three.contains("e2e4: 600\n"), three),
                    () -> assertTrue(three.contains("\nNodes searched: 8902\n"), three),
                    () -> assertTrue(two.contains("\nNodes searched: 400\n"), two));
        }
    }

    @Test
    void theRulesOptionChangesTheDrawsTheSearchSees() throws Exception {
        try (ServedEngine uci = new ServedEngine("fide")) {
            uci.send("setoption name Rules value l1", "go depth 1");
            assertTrue(uci.await(out -> out.contains("bestmove")), uci.out());
            FakeEngine underL1 = uci.engine();
            int seen = uci.out().length();
            uci.send("setoption name Rules value l2", "go depth 1");
            assertTrue(uci.await(out -> out.indexOf("bestmove", seen) >= 0), uci.out());
            uci.send("setoption name Rules value nonsense");
            assertAll(
                    () -> assertEquals(DrawRules.NONE, underL1.requests.get(0).drawRules()),
                    () -> assertEquals(new DrawRules(true, 150), uci.engine().requests.get(0).drawRules()),
                    () -> assertTrue(uci.out().contains("info string setoption name Rules: "), uci.out()));
        }
    }

    @Test
    void chess960ReadsShredderFenAndWritesCastlingAsTheKingTakingItsRook() throws Exception {
        try (ServedEngine uci = new ServedEngine("fide")) {
            uci.send("setoption name UCI_Chess960 value true", "position fen r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1 moves e1h1", "d",
                    "position fen r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1", "go depth 1 searchmoves e1a1");
            assertTrue(uci.await(out -> out.contains("bestmove")), uci.out());
            assertAll(
                    () -> assertTrue(uci.out().contains("Fen: r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1"), uci.out()),
                    () -> assertTrue(uci.out().contains("bestmove e1a1"), uci.out()));
        }
    }

    @Test
    void garbageAndUnknownCommandsAreReportedAndAUciExampleLineStillWorks() {
        try (ServedEngine uci = new ServedEngine("fide")) {
            boolean going = uci.send("", "   ", "xyzzy", "\u0000\u00ff garbage", "joho debug on", "debug maybe",
                    "setoption Hash 3", "perft", "perft -1", "setoption name Hash value 8");
            String out = uci.out();
            assertAll(
                    () -> assertTrue(going),
                    () -> assertTrue(out.contains("info string unknown command 'xyzzy'"), out),
                    () -> assertTrue(out.contains("info string unknown command 'joho' skipped before 'debug'"), out),
                    () -> assertTrue(out.contains("info string debug on"), out),
                    () -> assertTrue(out.contains("info string debug: on or off must follow, got 'maybe'"), out),
                    () -> assertTrue(out.contains("info string setoption: expected 'setoption name <name> [value <value>]'"), out),
                    () -> assertTrue(out.contains("info string perft: one depth must follow"), out),
                    () -> assertTrue(out.contains("info string go perft: must be from 1 to 64, got -1"), out),
                    () -> assertTrue(out.contains("info string set Hash = 8"), "debug on reports what was set:\n" + out),
                    () -> assertFalse(uci.send("quit")));
        }
    }
}
