package org.chesseus.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The arithmetic of a playing level: its budget, and which ranked candidates it may choose. */
class LevelTest {
    @Test
    void theBudgetDoublesEveryStepOfTheKnobAndTheLevelsAreClampedAndRise() {
        for (int elo = Level.MIN_ELO; elo < 2200; elo += 100) {
            assertTrue(Level.of(elo + 100).nodes() > Level.of(elo).nodes(), "the budget rises from " + elo);
        }
        for (int elo = 2200; elo <= Level.MAX_ELO; elo += 100) {
            assertTrue(Level.of(elo).top(), "from 2200 up the engine plays at full strength: " + elo);
        }
        assertEquals(Level.MIN_ELO, Level.of(400).elo());
        assertEquals(Level.MAX_ELO, Level.of(3000).elo());
        long low = Level.ofKnob(1200, 1200).nodes();
        long high = Level.ofKnob(1200, 1200 + Level.ELO_PER_DOUBLING).nodes();
        assertEquals(2.0, high / (double) low, 0.02);
        assertTrue(Level.of(1000).temperature() > Level.of(2000).temperature());
        assertTrue(Level.of(1000).maxLoss() > Level.of(2000).maxLoss());
    }

    @Test
    void noCandidateLosingMoreThanTheCapIsEverChosen() {
        Level level = Level.ofKnob(1000, 1000);
        int[] moves = {1, 2, 3, 4};
        int[] scores = {50, 50 - level.maxLoss(), 50 - level.maxLoss() - 1, -900};
        SplittableRandom random = new SplittableRandom(7);
        boolean second = false;
        for (int i = 0; i < 2000; i++) {
            int chosen = level.choose(moves, scores, 4, random);
            assertTrue(chosen <= 1, "chose a candidate beyond the cap: " + chosen);
            second |= chosen == 1;
        }
        assertTrue(second, "a candidate at the cap is sometimes chosen at 1000");
    }

    @Test
    void aMateIsNeverThrownAwayAndASeenMateNeverWalkedInto() {
        Level level = Level.of(1000);
        SplittableRandom random = new SplittableRandom(11);
        int[] moves = {1, 2, 3};
        int[] winning = {Scores.MATE - 3, Scores.MATE - 5, 800};
        int[] losing = {20, 10, -Scores.MATE + 4};
        for (int i = 0; i < 500; i++) {
            assertEquals(0, level.choose(moves, winning, 3, random));
            assertTrue(level.choose(moves, losing, 3, random) < 2);
        }
    }

    @Test
    void theStrongestLevelRarelyStraysFromTheBestAndTheWeakestOften() {
        int[] moves = {1, 2};
        int[] scores = {30, 0};
        assertTrue(share(Level.of(2400), moves, scores) < 0.01);
        double weak = share(Level.ofKnob(1000, 1000), moves, scores);
        assertTrue(weak > 0.3 && weak < 0.5, "1000 takes a move 30 cp worse about 4 times in 10: " + weak);
    }

    private static double share(Level level, int[] moves, int[] scores) {
        SplittableRandom random = new SplittableRandom(3);
        int second = 0;
        for (int i = 0; i < 10_000; i++) {
            second += level.choose(moves, scores, 2, random);
        }
        return second / 10_000.0;
    }
}
