package org.chesseus.search;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.chesseus.api.engine.Engine;
import org.chesseus.api.engine.SearchLimits;
import org.chesseus.search.eval.Evaluator;
import org.chesseus.search.eval.MaterialEvaluator;
import org.junit.jupiter.api.Test;

/**
 * A playing level evaluates with the levels' own evaluation (the one its table was calibrated with),
 * a full-strength search and the top level from 2300 with the engine's, the top below 2300 with the
 * tuned evaluation alone (as calibrated); {@code Evaluation material} applies to all.
 */
class LevelEvaluationTest {
    private static final String FEN = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";

    @Test
    void aLevelSearchesWithTheLevelsEvaluationAndFullStrengthWithTheEngines() {
        AtomicInteger levels = new AtomicInteger();
        AtomicInteger full = new AtomicInteger();
        Engine engine = new ChesseusEngine(Chess.LEGALITY, counting(full), counting(levels));
        Chess.search(engine, FEN, SearchLimits.depth(3));
        int fullAfterOne = full.get();
        assertEquals(0, levels.get(), "a full-strength search made a level evaluation");
        searchTwiceAt(engine, "1500");
        assertAll(
                () -> assertEquals(1, levels.get(), "the level's evaluation is made once, on the first level search"),
                () -> assertEquals(fullAfterOne, full.get(), "a level search made a full-strength evaluation"));
    }

    @Test
    void theTopLevelIsTheEnginesOwnPlayWithItsOwnEvaluation() {
        AtomicInteger levels = new AtomicInteger();
        Engine engine = new ChesseusEngine(Chess.LEGALITY, MaterialEvaluator::new, counting(levels));
        engine.setOption("UCI_LimitStrength", "true");
        engine.setOption("UCI_Elo", "2400");
        Chess.search(engine, FEN, SearchLimits.depth(3));
        assertAll(
                () -> assertEquals(0, levels.get()),
                () -> assertEquals(true, Level.of(Level.MAX_ELO).top()),
                () -> assertEquals(true, Level.of(2200).top()),
                () -> assertEquals(false, Level.of(2100).top()),
                () -> assertEquals(false, Level.of(Level.MIN_ELO).top()));
    }

    @Test
    void theTopBelow2300EvaluatesWithTheTunedEvaluationAsCalibratedAndFrom2300WithTheEngines() {
        AtomicInteger full = new AtomicInteger();
        AtomicInteger levels = new AtomicInteger();
        AtomicInteger top = new AtomicInteger();
        Engine engine = new ChesseusEngine(Chess.LEGALITY, counting(full), counting(levels), counting(top));
        int made = full.get();
        searchTwiceAt(engine, "2200");
        assertAll(
                () -> assertEquals(1, top.get(), "2200 evaluates with the top levels' evaluation, made once"),
                () -> assertEquals(0, levels.get()),
                () -> assertEquals(made, full.get()));
        engine.setOption("UCI_Elo", "2300");
        Chess.search(engine, FEN, SearchLimits.depth(3));
        assertAll(
                () -> assertEquals(1, top.get(), "2300 plays with the engine's own evaluation"),
                () -> assertEquals(true, Level.of(2300).ownEvaluation()),
                () -> assertEquals(false, Level.of(2299).ownEvaluation()),
                () -> assertEquals(true, Level.of(2299).top()),
                () -> assertEquals(false, Level.of(2000).ownEvaluation()));
        engine.setOption("Evaluation", "tuned");
        engine.setOption("UCI_Elo", "2200");
        Chess.search(engine, FEN, SearchLimits.depth(3));
        assertEquals(1, top.get(), "with another evaluation chosen, 2200 plays with it");
    }

    @Test
    void theMaterialEvaluationAppliesToLevelsToo() {
        AtomicInteger levels = new AtomicInteger();
        Engine engine = new ChesseusEngine(Chess.LEGALITY, MaterialEvaluator::new, counting(levels));
        engine.setOption("Evaluation", "material");
        engine.setOption("UCI_LimitStrength", "true");
        Chess.search(engine, FEN, SearchLimits.depth(3));
        assertEquals(0, levels.get());
    }

    /** Two searches at the playing level {@code elo}: the second must not make its evaluation again. */
    private static void searchTwiceAt(Engine engine, String elo) {
        engine.setOption("UCI_LimitStrength", "true");
        engine.setOption("UCI_Elo", elo);
        Chess.search(engine, FEN, SearchLimits.depth(3));
        Chess.search(engine, FEN, SearchLimits.depth(3));
    }

    private static Supplier<Evaluator> counting(AtomicInteger count) {
        return () -> {
            count.incrementAndGet();
            return new MaterialEvaluator();
        };
    }
}
