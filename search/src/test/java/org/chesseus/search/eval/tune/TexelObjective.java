package org.chesseus.search.eval.tune;

/**
 * Texel's objective: the mean squared difference between a position's target (a game's result, or
 * its blend with Stockfish's score) and the expected score
 * {@code 1 / (1 + 10^(−K·eval/400))} of the evaluation, its gradient in the weights, and the fit of
 * the scaling constant {@code K}.
 */
final class TexelObjective {
    private static final double LN10_400 = Math.log(10) / 400;

    private TexelObjective() {
    }

    /** The expected score for White of an evaluation for White. */
    static double expected(double k, double eval) {
        return 1 / (1 + Math.pow(10, -k * eval / 400));
    }

    /** The mean squared error over the set. */
    static double error(TuningSet set, double k, double[] mg, double[] eg) {
        double sum = 0;
        for (int p = 0; p < set.size(); p++) {
            double difference = set.target(p) - expected(k, set.evaluate(p, mg, eg));
            sum += difference * difference;
        }
        return sum / set.size();
    }

    /** The mean squared error to the games' results alone, whatever the targets. */
    static double resultError(TuningSet set, double k, double[] mg, double[] eg) {
        double sum = 0;
        for (int p = 0; p < set.size(); p++) {
            double difference = set.result(p) - expected(k, set.evaluate(p, mg, eg));
            sum += difference * difference;
        }
        return sum / set.size();
    }

    /**
     * Adds the gradient of the ridge penalty {@code λ·Σ(w − prior)²} (which keeps rarely seen terms near
     * their hand-set values) to the gradients; returns the penalty.
     */
    static double ridge(double lambda, double[] weights, double[] prior, double[] gradient) {
        double penalty = 0;
        for (int i = 0; i < weights.length; i++) {
            double difference = weights[i] - prior[i];
            penalty += lambda * difference * difference;
            gradient[i] += 2 * lambda * difference;
        }
        return penalty;
    }

    /** Writes the gradient of the mean squared error into the two arrays (overwritten); returns the error. */
    static double gradient(TuningSet set, double k, double[] mg, double[] eg, double[] mgGradient, double[] egGradient) {
        java.util.Arrays.fill(mgGradient, 0);
        java.util.Arrays.fill(egGradient, 0);
        double sum = 0;
        double n = set.size();
        for (int p = 0; p < set.size(); p++) {
            double sigma = expected(k, set.evaluate(p, mg, eg));
            double difference = sigma - set.target(p);
            sum += difference * difference;
            set.accumulate(p, 2 * difference * sigma * (1 - sigma) * k * LN10_400 / n, mgGradient, egGradient);
        }
        return sum / n;
    }

    /** The {@code K} in [0.1, 4] that minimises the error for these weights (golden-section search). */
    static double fitK(TuningSet set, double[] mg, double[] eg) {
        return minimum(k -> error(set, k, mg, eg));
    }

    /**
     * The scale {@code s} in [0.1, 4] for which {@code 1 / (1 + 10^(−s·score/400))} of Stockfish's
     * scores best predicts the results (least squares over the positions that have a score).
     */
    static double fitScoreScale(TuningSet set) {
        return minimum(s -> {
            double sum = 0;
            for (int p = 0; p < set.size(); p++) {
                if (!Double.isNaN(set.score(p))) {
                    double difference = set.result(p) - expected(s, set.score(p));
                    sum += difference * difference;
                }
            }
            return sum;
        });
    }

    /** The argument in [0.1, 4] that minimises a unimodal function (golden-section search). */
    private static double minimum(java.util.function.DoubleUnaryOperator function) {
        double phi = (Math.sqrt(5) - 1) / 2;
        double low = 0.1;
        double high = 4;
        for (int i = 0; i < 40; i++) {
            double a = high - phi * (high - low);
            double b = low + phi * (high - low);
            if (function.applyAsDouble(a) < function.applyAsDouble(b)) {
                high = b;
            } else {
                low = a;
            }
        }
        return (low + high) / 2;
    }
}
