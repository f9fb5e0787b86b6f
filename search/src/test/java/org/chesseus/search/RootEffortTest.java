package org.chesseus.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The effort the root asks for, against the factors computed by hand. */
class RootEffortTest {
    @Test
    void aStableMoveThatTookMostNodesAsksForLittle() {
        RootEffort effort = new RootEffort(5, RootEffort.NO_SCORE);
        // stability 1: 1.03; share 0.9: 0.4 + 0.12 = 0.52; no score before: no fall
        assertEquals(1.03 * 0.52, effort.after(5, 10, 90, 100), 1e-9);
        assertEquals(1, effort.stability());
        assertEquals(0.96 * 0.52, effort.after(5, 10, 90, 100), 1e-9);
    }

    @Test
    void aChangedBestMoveStartsItsStabilityAgain() {
        RootEffort effort = new RootEffort(5, RootEffort.NO_SCORE);
        effort.after(5, 0, 50, 100);
        effort.after(5, 0, 50, 100);
        assertEquals(2, effort.stability());
        assertEquals(1.1 * 1.0, effort.after(7, 0, 50, 100), 1e-9);
        assertEquals(0, effort.stability());
    }

    @Test
    void aFallBelowTheLastSearchAndTheIterationBeforeAsksForMore() {
        RootEffort effort = new RootEffort(5, 100);
        // the first iteration against the last search alone: 100 − 50 = 50 cp, 0.008 × 50 = 0.4
        assertEquals(1.03 * 1.0 * 1.4, effort.after(5, 50, 50, 100), 1e-9);
        // then against the mean of the iteration before and the last search: 75 − 40 = 35 cp
        assertEquals(0.96 * 1.0 * 1.28, effort.after(5, 40, 50, 100), 1e-9);
        // a rise: 45 − 90 = −45 cp, clamped to −0.1
        assertEquals(0.89 * 1.0 * 0.9, effort.after(5, 90, 50, 100), 1e-9);
    }

    @Test
    void mateScoresAreNoFallAndNoIterationNodesMeanTheWholeShare() {
        RootEffort effort = new RootEffort(5, 100);
        assertEquals(1.03 * 0.5 * 1.0, effort.after(5, -(Scores.MATE - 4), 0, 0), 1e-9);
        // the iteration before was a mate: the fall is against the last search alone, 100 − 20 = 80 cp
        assertEquals(0.96 * 0.5 * 1.4, effort.after(5, 20, 10, 10), 1e-9);
    }
}
