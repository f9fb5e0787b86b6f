package org.chesseus.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.chesseus.api.Move;
import org.chesseus.api.Position;
import org.chesseus.api.engine.Engine;
import org.chesseus.api.engine.SearchLimits;
import org.chesseus.api.engine.SearchListener;
import org.chesseus.api.engine.SearchRequest;
import org.chesseus.api.engine.SearchResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code Threads} above 1 (Lazy SMP, {@link Seconds}): the helpers share the transposition table
 * and must not spoil what the main search finds (the mate suite, checked exhaustively), must stop
 * with the search (no thread left behind, a legal move every time), and leave the searches that
 * are defined by their node count single-threaded.
 */
class LazySmpTest {
    private static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    static Stream<Arguments> mates() {
        return MateSuiteTest.mates();
    }

    private static Engine engine(int threads) {
        Engine engine = Chess.engine();
        engine.setOption("Threads", Integer.toString(threads));
        return engine;
    }

    private static SearchLimits mateIn(int moves) {
        return new SearchLimits(OptionalLong.empty(), OptionalLong.empty(), 0, 0, OptionalInt.empty(),
                OptionalInt.empty(), OptionalLong.empty(), OptionalInt.of(moves), OptionalLong.empty(), false);
    }

    @ParameterizedTest(name = "two threads, mate in {1}: {0}")
    @MethodSource("mates")
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void twoThreadsFindTheMateInExactlyNAndPlayIntoIt(String fen, int n) {
        SearchResult result = Chess.search(engine(2), fen, mateIn(n));
        assertEquals(n, result.last().orElseThrow().score().mateIn(), () -> "score " + result.last());
        Position position = Chess.fen(fen);
        Move best = result.best().orElseThrow();
        assertTrue(MateSuiteTest.forcesMateWithin(Chess.LEGALITY.play(position, best), n),
                () -> Chess.uci(position, best) + " does not force mate in " + n);
        assertNoHelperLeft();
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void stopEndsEveryThreadAndALegalMoveComesBackEachTime() throws Exception {
        Engine engine = engine(3);
        Position position = Chess.fen(KIWIPETE);
        List<Move> legal = Chess.LEGALITY.legalMoves(position);
        for (int round = 0; round < 10; round++) {
            CompletableFuture<SearchResult> search = CompletableFuture.supplyAsync(
                    () -> engine.search(SearchRequest.of(position, SearchLimits.INFINITE), SearchListener.SILENT));
            Thread.sleep(30 + 10 * round);
            engine.stop();
            SearchResult result = search.get(10, TimeUnit.SECONDS);
            assertTrue(legal.contains(result.best().orElseThrow()), "round " + round + ": " + result.best());
            assertNoHelperLeft();
        }
    }

    @Test
    void threadsMayChangeBetweenSearches() {
        Engine engine = Chess.engine();
        for (int threads : new int[] {2, 1, 4, 2}) {
            engine.setOption("Threads", Integer.toString(threads));
            SearchResult result = Chess.search(engine, KIWIPETE, SearchLimits.depth(6));
            assertTrue(result.best().isPresent(), threads + " threads");
            assertNoHelperLeft();
        }
    }

    @Test
    void aNodeLimitedSearchIsTheSingleThreadedOne() {
        SearchResult one = Chess.search(engine(1), KIWIPETE, SearchLimits.nodes(30_000));
        SearchResult two = Chess.search(engine(2), KIWIPETE, SearchLimits.nodes(30_000));
        assertEquals(one.best(), two.best());
        assertEquals(one.last().orElseThrow().nodes(), two.last().orElseThrow().nodes());
        assertEquals(one.last().orElseThrow().pv(), two.last().orElseThrow().pv());
    }

    @Test
    void aPlayingLevelSearchesAlone() {
        long[] nodes = new long[2];
        for (int threads = 1; threads <= 2; threads++) {
            Engine engine = engine(threads);
            engine.setOption("UCI_LimitStrength", "true");
            engine.setOption("UCI_Elo", "1400");
            nodes[threads - 1] = Chess.search(engine, KIWIPETE, SearchLimits.moveTime(10_000)).last().orElseThrow().nodes();
        }
        assertEquals(nodes[0], nodes[1], "a level's search is the same with 1 and 2 threads");
    }

    @Test
    void threadsOutsideOneToSixtyFourAreRefused() {
        Engine engine = Chess.engine();
        IllegalArgumentException zero = assertThrows(IllegalArgumentException.class, () -> engine.setOption("Threads", "0"));
        assertTrue(zero.getMessage().contains("Threads"), zero.getMessage());
        assertThrows(IllegalArgumentException.class, () -> engine.setOption("Threads", "65"));
        assertThrows(IllegalArgumentException.class, () -> engine.setOption("Threads", "two"));
        assertTrue(engine.options().stream().anyMatch(o -> o.name().equals("Threads") && o.min() == 1 && o.max() == 64));
    }

    private static void assertNoHelperLeft() {
        assertFalse(Thread.getAllStackTraces().keySet().stream()
                .anyMatch(t -> t.getName().startsWith("chesseus-second-") && t.isAlive()), "a helper thread is still alive");
    }
}
