package org.chesseus.search.eval.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.chesseus.search.eval.Boards;
import org.chesseus.search.eval.TaperedEvaluator;
import org.chesseus.search.eval.Terms;
import org.chesseus.search.eval.Weights;
import org.junit.jupiter.api.Test;

/** The tuner's objective: its analytic gradient against central finite differences, and K's fit. */
class TexelObjectiveTest {
    private static final String[] FENS = {
        "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
        "r2q1rk1/pp2bppp/2n1pn2/3p4/3P4/2NBPN2/PP3PPP/R2Q1RK1 b - - 0 10",
        "8/5pk1/6p1/3P4/1p3P2/1P4P1/6K1/8 w - - 0 40",
        "4r1k1/1pp2ppp/p7/8/3R4/1P3N2/P4PPP/6K1 b - - 2 25",
        "2r3k1/5ppp/8/1B6/8/6P1/5PKP/8 w - - 0 35",
        "r4rk1/1b3ppp/pq2p3/1p6/3Q4/1B6/PPP2PPP/3RR1K1 w - - 0 18",
    };

    private final TuningSet set = new TuningSet();
    private final double[] mg = Arrays.stream(Weights.tuned().middlegame()).asDoubleStream().toArray();
    private final double[] eg = Arrays.stream(Weights.tuned().endgame()).asDoubleStream().toArray();

    TexelObjectiveTest() {
        TaperedEvaluator tracing = TaperedEvaluator.tracing(Weights.tuned());
        double[] results = {1, 0.5, 1, 0, 0.5, 1};
        for (int i = 0; i < FENS.length; i++) {
            set.add(Boards.of(FENS[i]), results[i], tracing);
        }
    }

    @Test
    void theAnalyticGradientEqualsTheFiniteDifferenceGradient() {
        double k = 1.1;
        double[] mgGradient = new double[Terms.COUNT];
        double[] egGradient = new double[Terms.COUNT];
        TexelObjective.gradient(set, k, mg, eg, mgGradient, egGradient);
        int checked = 0;
        for (int i = 0; i < Terms.COUNT; i++) {
            double numeric = difference(mg, i, k);
            assertEquals(numeric, mgGradient[i], 1e-7 + 1e-4 * Math.abs(numeric), "mg " + Terms.names().get(i));
            numeric = difference(eg, i, k);
            assertEquals(numeric, egGradient[i], 1e-7 + 1e-4 * Math.abs(numeric), "eg " + Terms.names().get(i));
            checked += mgGradient[i] != 0 ? 1 : 0;
        }
        assertTrue(checked > 20, "only " + checked + " terms have a gradient; the set is too small to show anything");
    }

    @Test
    void theRidgeGradientEqualsItsFiniteDifference() {
        double[] prior = eg.clone();
        double[] weights = eg.clone();
        weights[3] += 40;
        weights[7] -= 25;
        double[] gradient = new double[Terms.COUNT];
        TexelObjective.ridge(1e-4, weights, prior, gradient);
        for (int i : new int[] {3, 7, 11}) {
            double saved = weights[i];
            weights[i] = saved + 1e-3;
            double plus = TexelObjective.ridge(1e-4, weights, prior, new double[Terms.COUNT]);
            weights[i] = saved - 1e-3;
            double minus = TexelObjective.ridge(1e-4, weights, prior, new double[Terms.COUNT]);
            weights[i] = saved;
            assertEquals((plus - minus) / 2e-3, gradient[i], 1e-9);
        }
    }

    @Test
    void theFittedKIsNoWorseThanAnyKOnAGrid() {
        double fitted = TexelObjective.error(set, TexelObjective.fitK(set, mg, eg), mg, eg);
        for (double k = 0.1; k <= 4; k += 0.05) {
            assertTrue(fitted <= TexelObjective.error(set, k, mg, eg) + 1e-9, "K " + k + " beats the fit");
        }
    }

    private double difference(double[] weights, int i, double k) {
        double saved = weights[i];
        double h = 1e-3;
        weights[i] = saved + h;
        double plus = TexelObjective.error(set, k, mg, eg);
        weights[i] = saved - h;
        double minus = TexelObjective.error(set, k, mg, eg);
        weights[i] = saved;
        return (plus - minus) / (2 * h);
    }
}
