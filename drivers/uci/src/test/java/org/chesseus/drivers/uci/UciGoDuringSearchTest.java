package org.chesseus.drivers.uci;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.chesseus.api.Legality;
import org.chesseus.api.Move;
import org.chesseus.api.Position;
import org.junit.jupiter.api.Test;

/**
 * Commands that arrive while a search runs, over the fake engine (which answers the first of its
 * {@code searchmoves}, so each {@code bestmove} names the {@code go} it answers). The oracle is
 * Stockfish 15.1 ({@code /usr/games/stockfish}), driven by a shell script, lines other than {@code
 * bestmove} and {@code readyok} left out:
 *
 * <pre>
 * go depth 14 / go depth 3                               → bestmove d2d4 ponder g8f6, bestmove d2d4 ponder g8f6
 * go depth 14 / position startpos moves e2e4 / go depth 2 → bestmove d2d4 ponder g8f6, bestmove c7c5 ponder g1f3
 * go depth 14 / isready                                  → readyok (at once), bestmove d2d4 ponder g8f6
 * go infinite / position startpos moves e2e4 / stop / go depth 2 → bestmove d2d4 …, bestmove c7c5 …
 * go infinite / go depth 3                               → nothing: Stockfish hangs (also after setoption, ucinewgame)
 * </pre>
 *
 * <p>So a {@code go}, {@code setoption} or {@code ucinewgame} during a search waits for it to finish
 * and then runs: one {@code bestmove} a {@code go}, the earlier first; {@code position} only sets the
 * position of the next {@code go}; {@code isready} is answered at once. Where Stockfish hangs (a
 * search that never ends on its own), Chesseus stops that search instead, so a GUI is never left
 * waiting.
 */
class UciGoDuringSearchTest {
    private static final Legality LEGALITY = ServedEngine.COMPOSER.compose("fide").legality();

    @Test
    void goInfiniteThenGoStopsTheFirstSearchAndAnswersEachGoOnceInOrder() throws Exception {
        try (ServedEngine uci = new ServedEngine("fide")) {
            uci.send("position startpos", "go infinite searchmoves e2e4");
            assertTrue(uci.await(out -> out.contains("info depth 1")), uci.out());
            uci.send("go depth 3 searchmoves d2d4");
            assertTrue(uci.await(out -> bestMoves(out).size() == 2), uci.out());
            assertAll(
                    () -> assertEquals(List.of("e2e4", "d2d4"), bestMoves(uci.out())),
                    () -> assertEquals(1, uci.engine().stops, "the endless search is stopped"),
                    () -> assertEquals(2, uci.engine().requests.size()));
        }
    }

    @Test
    void goDuringASearchWithLimitsLetsItFinishAsStockfishDoes() throws Exception {
        try (ServedEngine uci = new ServedEngine("fide")) {
            uci.send("isready");
            uci.engine().limited = new CountDownLatch(1);
            uci.send("position startpos", "go depth 3 searchmoves e2e4");
            assertTrue(uci.await(out -> out.contains("info depth 3")), uci.out());
            Thread second = new Thread(() -> uci.send("go depth 2 searchmoves d2d4"), "gui");
            second.start();
            uci.await(out -> second.getState() == Thread.State.WAITING || second.getState() == Thread.State.TIMED_WAITING);
            int searchesWhileTheFirstRuns = uci.engine().requests.size();
            uci.engine().limited.countDown();
            second.join(10_000);
            assertTrue(uci.await(out -> bestMoves(out).size() == 2), uci.out());
            assertAll(
                    () -> assertEquals(1, searchesWhileTheFirstRuns, "the second go waits for the first bestmove"),
                    () -> assertEquals(List.of("e2e4", "d2d4"), bestMoves(uci.out())),
                    () -> assertEquals(0, uci.engine().stops, "a search with limits is not cut short"));
        }
    }

    @Test
    void positionDuringASearchIsForTheNextGoWhileTheSearchKeepsItsRoot() throws Exception {
        try (ServedEngine uci = new ServedEngine("fide")) {
            uci.send("position startpos", "go infinite");
            assertTrue(uci.await(out -> out.contains("info depth 1")), uci.out());
            uci.send("position startpos moves e2e4", "go depth 2");
            assertTrue(uci.await(out -> bestMoves(out).size() == 2), uci.out());
            Position afterE4 = LEGALITY.play(Position.start(), LEGALITY.notation(false).parseUci(Position.start(), "e2e4"));
            assertAll(
                    () -> assertEquals(List.of(firstLegal(Position.start()), firstLegal(afterE4)), bestMoves(uci.out())),
                    () -> assertEquals(0, uci.engine().requests.get(0).moves().size()),
                    () -> assertEquals(1, uci.engine().requests.get(1).moves().size()));
        }
    }

    @Test
    void positionThenStopDuringGoInfiniteAnswersTheOldPositionLikeStockfish() throws Exception {
        try (ServedEngine uci = new ServedEngine("fide")) {
            uci.send("position startpos", "go infinite");
            assertTrue(uci.await(out -> out.contains("info depth 1")), uci.out());
            uci.send("position startpos moves e2e4", "stop", "go depth 2");
            assertTrue(uci.await(out -> bestMoves(out).size() == 2), uci.out());
            Position afterE4 = LEGALITY.play(Position.start(), LEGALITY.notation(false).parseUci(Position.start(), "e2e4"));
            assertEquals(List.of(firstLegal(Position.start()), firstLegal(afterE4)), bestMoves(uci.out()));
        }
    }

    @Test
    void setoptionDuringGoInfiniteStopsTheSearchBeforeTheOptionTakesEffect() throws Exception {
        try (ServedEngine uci = new ServedEngine("fide")) {
            uci.send("go infinite searchmoves g1f3");
            assertTrue(uci.await(out -> out.contains("info depth 1")), uci.out());
            uci.send("setoption name Hash value 2");
            String afterSetoption = uci.out();
            assertAll(
                    () -> assertEquals(List.of("g1f3"), bestMoves(afterSetoption)),
                    () -> assertEquals("2", uci.engine().options.get("hash")),
                    () -> assertEquals(1, uci.engine().stops));
        }
    }

    @Test
    void ucinewgameDuringGoPonderStopsTheSearchThenStartsTheGame() throws Exception {
        try (ServedEngine uci = new ServedEngine("fide")) {
            uci.send("position startpos moves e2e4", "go ponder wtime 1000 btime 1000 searchmoves e7e5");
            assertTrue(uci.await(out -> out.contains("info depth 1")), uci.out());
            int gamesBefore = uci.engine().newGames;
            uci.send("ucinewgame", "go depth 1 searchmoves b1c3");
            assertTrue(uci.await(out -> bestMoves(out).size() == 2), uci.out());
            assertAll(
                    () -> assertEquals(List.of("e7e5", "b1c3"), bestMoves(uci.out())),
                    () -> assertEquals(gamesBefore + 1, uci.engine().newGames),
                    () -> assertEquals(0, uci.engine().requests.get(1).moves().size(), "the new game starts at startpos"));
        }
    }

    @Test
    void isreadyDuringASearchIsAnsweredBeforeItsBestmove() throws Exception {
        try (ServedEngine uci = new ServedEngine("fide")) {
            uci.send("isready");
            int from = uci.out().length();
            uci.engine().limited = new CountDownLatch(1);
            uci.send("go depth 3 searchmoves e2e4");
            assertTrue(uci.await(out -> out.contains("info depth 3")), uci.out());
            uci.send("isready");
            String during = uci.since(from);
            uci.engine().limited.countDown();
            assertTrue(uci.await(out -> bestMoves(out).size() == 1), uci.out());
            assertAll(
                    () -> assertTrue(during.contains("readyok"), during),
                    () -> assertEquals(List.of(), bestMoves(during)));
        }
    }

    @Test
    void goInfiniteTwiceThenStopAnswersBothInOrder() throws Exception {
        try (ServedEngine uci = new ServedEngine("fide")) {
            uci.send("go infinite searchmoves a2a3");
            assertTrue(uci.await(out -> out.contains("info depth 1")), uci.out());
            uci.send("go infinite searchmoves h2h3");
            String beforeStop = uci.out();
            uci.send("stop");
            assertAll(
                    () -> assertEquals(List.of("a2a3"), bestMoves(beforeStop)),
                    () -> assertEquals(List.of("a2a3", "h2h3"), bestMoves(uci.out())));
        }
    }

    /** The moves of the {@code bestmove} lines, in order. */
    static List<String> bestMoves(String out) {
        return out.lines().filter(line -> line.startsWith("bestmove ")).map(line -> line.split(" ")[1]).toList();
    }

    /** The fake engine's answer: the first legal move, in UCI notation. */
    private static String firstLegal(Position position) {
        Move first = LEGALITY.legalMoves(position).get(0);
        return LEGALITY.notation(false).uci(position, first);
    }
}
