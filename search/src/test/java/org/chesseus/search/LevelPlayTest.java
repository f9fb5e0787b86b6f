package org.chesseus.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.chesseus.api.Position;
import org.chesseus.api.engine.Engine;
import org.chesseus.api.engine.SearchLimits;
import org.chesseus.api.engine.SearchResult;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * A playing level makes plausible mistakes, not random blunders: hand-set positions where every
 * move but one kind loses the queen, or where mate in one is on the board, searched many times.
 */
class LevelPlayTest {
    /** 1.e4 e5 2.d4?? exd4 3.Qxd4?! … with the queen attacked by a pawn: only a queen move keeps it. */
    private static final String QUEEN_ATTACKED_BY_PAWN = "rnbqkbnr/pppp1ppp/8/4p3/3Q4/8/PPP1PPPP/RNB1KBNR w KQkq - 0 3";
    /** The Scandinavian after 3.Nc3: Black's queen on d5 is attacked by the knight. */
    private static final String QUEEN_ATTACKED_BY_KNIGHT = "rnb1kbnr/ppp1pppp/8/3q4/8/2N5/PPPP1PPP/R1BQKBNR b KQkq - 1 3";
    /** Back-rank mate in one: 1.Ra8#. */
    private static final String BACK_RANK = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1";
    private static final SearchLimits CLOCK = SearchLimits.clock(60_000, 60_000, 0, 0);

    @ParameterizedTest
    @ValueSource(ints = {1000, 1500, 2000, 2400})
    void noLevelLeavesItsQueenEnPriseOrMissesMateInOne(int elo) {
        Engine engine = level(elo);
        for (int game = 0; game < 12; game++) {
            engine.newGame();
            assertEquals("d4", from(engine, QUEEN_ATTACKED_BY_PAWN), "the queen stays attacked at " + elo);
            assertEquals("d5", from(engine, QUEEN_ATTACKED_BY_KNIGHT), "the queen stays attacked at " + elo);
            assertEquals("a1a8", best(engine, BACK_RANK), "mate in one missed at " + elo);
        }
    }

    @Test
    void aWeakLevelVariesItsMovesWhereFullStrengthRepeatsItsChoice() {
        Engine weak = level(1200);
        Set<String> chosen = new HashSet<>();
        for (int game = 0; game < 20; game++) {
            weak.newGame();
            chosen.add(best(weak, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
        }
        assertTrue(chosen.size() >= 2, "1200 always played " + chosen);
        Set<String> strong = new HashSet<>();
        for (int game = 0; game < 5; game++) {
            Engine full = Chess.providedEngine();
            strong.add(best(full, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", SearchLimits.nodes(20_000)));
        }
        assertEquals(1, strong.size(), "full strength with a node limit is deterministic: " + strong);
    }

    @Test
    void theLevelSpendsItsBudgetNotTheClock() {
        Engine engine = level(1000);
        SearchResult result = Chess.search(engine, QUEEN_ATTACKED_BY_KNIGHT, CLOCK);
        long nodes = result.last().orElseThrow().nodes();
        assertTrue(nodes < 5_000, "1000 searched " + nodes + " nodes with a minute on the clock");
    }

    private static Engine level(int elo) {
        Engine engine = Chess.providedEngine();
        engine.setOption("UCI_LimitStrength", "true");
        engine.setOption("UCI_Elo", Integer.toString(elo));
        return engine;
    }

    private static String from(Engine engine, String fen) {
        return best(engine, fen).substring(0, 2);
    }

    private static String best(Engine engine, String fen) {
        return best(engine, fen, CLOCK);
    }

    private static String best(Engine engine, String fen, SearchLimits limits) {
        Position position = Chess.fen(fen);
        SearchResult result = Chess.search(engine, fen, limits);
        return Chess.uci(position, result.best().orElseThrow());
    }
}
