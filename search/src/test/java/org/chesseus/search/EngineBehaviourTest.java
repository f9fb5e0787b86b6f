package org.chesseus.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.ServiceLoader;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.chesseus.api.Position;
import org.chesseus.api.engine.DrawRules;
import org.chesseus.api.engine.Engine;
import org.chesseus.api.engine.EngineProvider;
import org.chesseus.api.engine.SearchInfo;
import org.chesseus.api.engine.SearchLimits;
import org.chesseus.api.engine.SearchListener;
import org.chesseus.api.engine.SearchRequest;
import org.chesseus.api.engine.SearchResult;
import org.chesseus.search.eval.Evaluator;
import org.chesseus.search.eval.NetworkEvaluator;
import org.chesseus.search.eval.NetworkWeights;
import org.junit.jupiter.api.Test;

/** The engine as a UCI host drives it: limits, stop, ponder, searchmoves, MultiPV, options, bad input. */
class EngineBehaviourTest {
    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    private static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    @Test
    void theProviderIsFoundAsAServiceAndNamesTheEngine() {
        EngineProvider provider = ServiceLoader.load(EngineProvider.class).findFirst().orElseThrow();
        assertTrue(provider.name().startsWith("Chesseus "), provider.name());
        assertEquals("the Chesseus team", provider.author());
    }

    @Test
    void stopFromAnotherThreadEndsAnInfiniteSearchWithALegalMove() throws Exception {
        Engine engine = Chess.providedEngine();
        Position position = Chess.fen(KIWIPETE);
        CompletableFuture<SearchResult> search = CompletableFuture.supplyAsync(
                () -> engine.search(SearchRequest.of(position, SearchLimits.INFINITE), SearchListener.SILENT));
        Thread.sleep(300);
        assertFalse(search.isDone(), "an infinite search waits for stop");
        engine.stop();
        SearchResult result = search.get(5, TimeUnit.SECONDS);
        assertTrue(Chess.LEGALITY.legalMoves(position).contains(result.best().orElseThrow()));
    }

    @Test
    void aStopThatEndedOneSearchDoesNotEndTheNextOne() throws Exception {
        Engine engine = Chess.providedEngine();
        Position position = Chess.fen(KIWIPETE);
        CompletableFuture<SearchResult> pondering = CompletableFuture.supplyAsync(
                () -> engine.search(SearchRequest.of(position, SearchLimits.INFINITE), SearchListener.SILENT));
        Thread.sleep(200);
        engine.stop();
        pondering.get(5, TimeUnit.SECONDS);
        List<SearchInfo> infos = new ArrayList<>();
        engine.search(SearchRequest.of(Chess.fen(START), SearchLimits.depth(6)), infos::add);
        assertEquals(6, infos.get(infos.size() - 1).depth(), "the next search runs to its own limit");
    }

    @Test
    void theNodeLimitIsRespected() {
        SearchResult result = Chess.search(Chess.engine(), KIWIPETE, SearchLimits.nodes(20_000));
        assertTrue(result.last().orElseThrow().nodes() <= 20_000, result.last()::toString);
    }

    @Test
    void theDepthLimitIsTheLastDepthReported() {
        List<SearchInfo> infos = new ArrayList<>();
        Chess.engine().search(SearchRequest.of(Chess.fen(START), SearchLimits.depth(5)), infos::add);
        assertEquals(List.of(1, 2, 3, 4, 5), infos.stream().map(SearchInfo::depth).toList());
    }

    @Test
    void searchMovesRestrictTheRootMoves() {
        Position position = Chess.fen(START);
        SearchRequest request = new SearchRequest(position, List.of(), SearchLimits.depth(6), DrawRules.FIDE,
                Chess.line(position, "a2a3").subList(0, 1), 1, false);
        assertEquals("a2a3", Chess.uci(position, Chess.engine().search(request, SearchListener.SILENT).best().orElseThrow()));
    }

    @Test
    void multiPvReportsDistinctLinesBestFirst() {
        List<SearchInfo> infos = new ArrayList<>();
        Position position = Chess.fen(KIWIPETE);
        Chess.engine().search(new SearchRequest(position, List.of(), SearchLimits.depth(6), DrawRules.FIDE, List.of(), 3,
                false), infos::add);
        List<SearchInfo> last = infos.subList(infos.size() - 3, infos.size());
        assertEquals(List.of(1, 2, 3), last.stream().map(SearchInfo::multiPv).toList());
        assertEquals(3, new HashSet<>(last.stream().map(info -> info.pv().get(0)).toList()).size());
        assertTrue(last.get(0).score().centipawns() >= last.get(1).score().centipawns());
        assertTrue(last.get(1).score().centipawns() >= last.get(2).score().centipawns());
    }

    @Test
    void aPonderSearchWaitsForThePonderHitThenKeepsTheClock() throws Exception {
        Engine engine = Chess.providedEngine();
        SearchLimits clock = moveTime300();
        SearchRequest request = new SearchRequest(Chess.fen(START), List.of(), clock, DrawRules.FIDE, List.of(), 1, true);
        CompletableFuture<SearchResult> search = CompletableFuture.supplyAsync(() -> engine.search(request, SearchListener.SILENT));
        Thread.sleep(800);
        assertFalse(search.isDone(), "pondering ignores the clock");
        engine.ponderhit();
        assertTrue(search.get(10, TimeUnit.SECONDS).best().isPresent());
    }

    @Test
    void aPonderSearchStoppedBeforeAPonderHitIsNotTheScoreTheNextSearchComparesWith() throws Exception {
        ChesseusEngine engine = (ChesseusEngine) Chess.providedEngine();
        engine.newGame();
        Position start = Chess.fen(START);
        engine.search(SearchRequest.of(start, SearchLimits.depth(4)), SearchListener.SILENT);
        assertEquals(0, engine.lastScoredPly());
        SearchLimits clock = moveTime300();
        SearchRequest guessed = new SearchRequest(start, Chess.line(start, "e2e4 e7e5"), clock, DrawRules.FIDE,
                List.of(), 1, true);
        CompletableFuture<SearchResult> missed = CompletableFuture.supplyAsync(
                () -> engine.search(guessed, SearchListener.SILENT));
        Thread.sleep(200);
        engine.stop();
        missed.get(5, TimeUnit.SECONDS);
        assertEquals(0, engine.lastScoredPly(), "a ponder miss keeps the previous move's score");
        CompletableFuture<SearchResult> hit = CompletableFuture.supplyAsync(
                () -> engine.search(guessed, SearchListener.SILENT));
        Thread.sleep(200);
        engine.ponderhit();
        hit.get(10, TimeUnit.SECONDS);
        assertEquals(2, engine.lastScoredPly(), "a ponder hit is the search of the move played");
    }

    /** A clock of 300 ms for the move (UCI {@code movetime 300}): what a ponder search ignores until the hit. */
    private static SearchLimits moveTime300() {
        return new SearchLimits(OptionalLong.empty(), OptionalLong.empty(), 0, 0, OptionalInt.empty(),
                OptionalInt.empty(), OptionalLong.empty(), OptionalInt.empty(), OptionalLong.of(300), false);
    }

    @Test
    void anIllegalMoveOfTheRequestIsNamedWithItsIndex() {
        Position position = Chess.fen(START);
        var moves = new ArrayList<>(Chess.line(position, "e2e4 e7e5"));
        moves.add(moves.get(0));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Chess.engine().search(
                Chess.request(position, moves, SearchLimits.depth(1), DrawRules.FIDE), SearchListener.SILENT));
        assertTrue(e.getMessage().startsWith("move 3 (e2e4) is not legal"), e.getMessage());
    }

    @Test
    void aMatedSideHasNoMove() {
        SearchResult result = Chess.search(Chess.engine(), "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", SearchLimits.depth(3));
        assertTrue(result.best().isEmpty());
    }

    @Test
    void optionsAreCheckedByNameAndRange() {
        Engine engine = Chess.engine();
        engine.setOption("hash", "1");
        engine.setOption("Clear Hash", "");
        engine.setOption("UCI_Chess960", "true");
        assertThrows(IllegalArgumentException.class, () -> engine.setOption("Hash", "0"));
        assertThrows(IllegalArgumentException.class, () -> engine.setOption("MultiPV", "many"));
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class, () -> engine.setOption("Contempt", "1"));
        assertTrue(unknown.getMessage().contains("Contempt"));
        assertTrue(Chess.search(engine, START, SearchLimits.depth(4)).best().isPresent());
    }

    @Test
    void theEvaluationIsChosenByOptionAndTheNetworkIsTheDefault() {
        Engine engine = Chess.providedEngine();
        assertEquals("network", engine.options().stream().filter(option -> option.name().equals("Evaluation"))
                .findFirst().orElseThrow().defaultValue());
        long network = Chess.search(engine, KIWIPETE, SearchLimits.depth(6)).last().orElseThrow().nodes();
        engine.setOption("evaluation", "Material");
        engine.newGame();
        long material = Chess.search(engine, KIWIPETE, SearchLimits.depth(6)).last().orElseThrow().nodes();
        assertTrue(network != material, "another evaluation searches another tree");
        IllegalArgumentException wrong = assertThrows(IllegalArgumentException.class,
                () -> engine.setOption("Evaluation", "stockfish"));
        assertTrue(wrong.getMessage().contains("[network, tuned, material]"), wrong.getMessage());
        engine.setOption("Evaluation", "tuned");
        engine.newGame();
        long tuned = Chess.search(engine, KIWIPETE, SearchLimits.depth(6)).last().orElseThrow().nodes();
        assertTrue(tuned != network && tuned != material, "the tuned evaluation alone searches a tree of its own");
        engine.setOption("Evaluation", "network");
        engine.newGame();
        assertEquals(network, Chess.search(engine, KIWIPETE, SearchLimits.depth(6)).last().orElseThrow().nodes(),
                "choosing the network is the default again");
    }

    @Test
    void theNetworkFollowingTheSearchScoresEveryNodeAsItWouldFromScratch() {
        NetworkEvaluator scratch = new NetworkEvaluator();
        Evaluator fromScratch = scratch::evaluate; // told of no move: every new position is computed from its pieces
        Engine followed = new ChesseusEngine(Chess.LEGALITY, NetworkEvaluator::new);
        Engine unfollowed = new ChesseusEngine(Chess.LEGALITY, () -> fromScratch);
        for (String fen : List.of(KIWIPETE, START, "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1")) {
            SearchInfo a = Chess.search(followed, fen, SearchLimits.depth(8)).last().orElseThrow();
            SearchInfo b = Chess.search(unfollowed, fen, SearchLimits.depth(8)).last().orElseThrow();
            assertEquals(b.nodes(), a.nodes(), fen);
            assertEquals(b.score(), a.score(), fen);
            followed.newGame();
            unfollowed.newGame();
        }
    }

    @Test
    void theNetworkFileOptionTakesAnotherNetworksBytesAndKeepsTheOldOneWhenTheyAreNotANetwork() throws IOException {
        byte[] shipped;
        try (InputStream in = NetworkWeights.class.getResourceAsStream(NetworkWeights.RESOURCE)) {
            shipped = in.readAllBytes();
        }
        byte[] shifted = shipped.clone();
        ByteBuffer tail = ByteBuffer.wrap(shifted).order(ByteOrder.LITTLE_ENDIAN);
        tail.putInt(shifted.length - 4, tail.getInt(shifted.length - 4) + 40 * NetworkWeights.QA * NetworkWeights.QB / NetworkWeights.SCALE);

        Engine engine = Chess.providedEngine();
        assertEquals("option name Network File type string default <empty>", engine.options().stream()
                .filter(option -> option.name().equals("Network File")).findFirst().orElseThrow().uci());
        long byShipped = nodes(engine);
        engine.setFile("Network File", "same.bin", shipped);
        assertEquals(byShipped, nodes(engine), "the same weights from a file search the same tree");
        engine.setFile("network file", "other.bin", shifted);
        long byOther = nodes(engine);
        assertTrue(byOther != byShipped, "another network searches another tree");

        IllegalArgumentException broken = assertThrows(IllegalArgumentException.class,
                () -> engine.setFile("Network File", "broken.bin", Arrays.copyOf(shipped, shipped.length - 2)));
        assertTrue(broken.getMessage().startsWith("option Network File: broken.bin: "), broken.getMessage());
        assertTrue(broken.getMessage().contains("bytes"), broken.getMessage());
        IllegalArgumentException text = assertThrows(IllegalArgumentException.class,
                () -> engine.setOption("Network File", "other.bin"));
        assertTrue(text.getMessage().contains("front end"), text.getMessage());
        IllegalArgumentException notAFile = assertThrows(IllegalArgumentException.class,
                () -> engine.setFile("Hash", "other.bin", shifted));
        assertTrue(notAFile.getMessage().contains("does not take a file"), notAFile.getMessage());
        assertEquals(byOther, nodes(engine), "a refused file leaves the network before it");

        engine.setOption("Network File", "<empty>");
        assertEquals(byShipped, nodes(engine), "<empty> is the shipped network again");
        engine.setFile("Network File", "other.bin", shifted);
        engine.setOption("Evaluation", "tuned");
        long tuned = nodes(engine);
        engine.setOption("Evaluation", "network");
        assertEquals(byOther, nodes(engine), "the network is kept while another evaluation is chosen");
        assertTrue(tuned != byOther);
    }

    private static long nodes(Engine engine) {
        engine.newGame();
        return Chess.search(engine, KIWIPETE, SearchLimits.depth(6)).last().orElseThrow().nodes();
    }
}
