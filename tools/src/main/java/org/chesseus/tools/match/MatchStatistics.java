package org.chesseus.tools.match;

/**
 * The figures of a match result, under the logistic Elo model: the score, the Elo difference
 * {@code −400·log10(1/score − 1)} with its 95% interval (the normal approximation of the mean
 * score, per game for the trinomial model, per pair of games for the pentanomial one), the
 * likelihood of superiority {@code ½·(1 + erf((W − L)/√(2(W + L))))}, and the generalized SPRT's
 * log-likelihood ratio in the approximation of M. Van den Bergh ({@code N·(s1 − s0)(2x̄ − s0 −
 * s1)/(2σ²)}, s0 and s1 the scores of elo0 and elo1). Pure functions.
 */
public final class MatchStatistics {
    /** The two-sided 95% quantile of the standard normal distribution. */
    static final double Z95 = 1.959963984540054;

    private MatchStatistics() {
    }

    /** The first engine's score, from 0 to 1; ½ with no game. */
    public static double score(Tally tally) {
        return tally.games() == 0 ? 0.5 : (tally.wins() + tally.draws() / 2.0) / tally.games();
    }

    /** The Elo difference a score gives: {@code −400·log10(1/score − 1)}; infinite at 0 and 1. */
    public static double elo(double score) {
        if (score <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (score >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        return -400 * Math.log10(1 / score - 1);
    }

    /** The score an Elo difference gives: {@code 1/(1 + 10^(−elo/400))}. */
    public static double expectedScore(double elo) {
        return 1 / (1 + Math.pow(10, -elo / 400));
    }

    /** The Elo difference of the tally. */
    public static double elo(Tally tally) {
        return elo(score(tally));
    }

    /** The variance of one game's score (trinomial: 1, ½, 0). */
    static double gameVariance(Tally tally) {
        int n = tally.games();
        if (n == 0) {
            return 0;
        }
        double x = score(tally);
        return (tally.wins() * sq(1 - x) + tally.draws() * sq(0.5 - x) + tally.losses() * sq(x)) / n;
    }

    /**
     * The 95% interval of the Elo difference, {@code [low, high]}, from the trinomial counts; the
     * whole line when fewer than two games were played.
     */
    public static double[] eloInterval(Tally tally) {
        return interval(score(tally), gameVariance(tally), tally.games());
    }

    /**
     * The 95% interval of the Elo difference from the complete pairs (pentanomial): the score of a
     * pair is the mean of its two games, so the variance is measured per pair.
     */
    public static double[] pairEloInterval(Tally tally) {
        int[] pairs = tally.pairs();
        int n = tally.pairCount();
        if (n == 0) {
            return interval(0.5, 0, 0);
        }
        double mean = 0;
        for (int k = 0; k < 5; k++) {
            mean += pairs[k] * k / 4.0;
        }
        mean /= n;
        double variance = 0;
        for (int k = 0; k < 5; k++) {
            variance += pairs[k] * sq(k / 4.0 - mean);
        }
        return interval(mean, variance / n, n);
    }

    private static double[] interval(double mean, double variance, int n) {
        if (n < 2) {
            return new double[] {Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY};
        }
        double margin = Z95 * Math.sqrt(variance / n);
        return new double[] {elo(mean - margin), elo(mean + margin)};
    }

    /** The likelihood of superiority, from 0 to 1; ½ when no game was decided. */
    public static double los(Tally tally) {
        int decided = tally.wins() + tally.losses();
        if (decided == 0) {
            return 0.5;
        }
        return 0.5 * (1 + erf((tally.wins() - tally.losses()) / Math.sqrt(2.0 * decided)));
    }

    /** The share of draws, from 0 to 1. */
    public static double drawRatio(Tally tally) {
        return tally.games() == 0 ? 0 : (double) tally.draws() / tally.games();
    }

    /**
     * The log-likelihood ratio of H1 (elo1) against H0 (elo0) for the trinomial counts; 0 while no
     * game was decided. When all games ended alike (the variance is 0, where the approximation breaks down) one
     * draw is added to the counts, so that a series of wins or losses still decides the test.
     */
    public static double llr(Tally tally, double elo0, double elo1) {
        if (tally.wins() + tally.losses() == 0) {
            return 0;
        }
        if (gameVariance(tally) <= 0) {
            return llr(Tally.of(tally.wins(), tally.losses(), tally.draws() + 1), elo0, elo1);
        }
        double variance = gameVariance(tally);
        double s0 = expectedScore(elo0);
        double s1 = expectedScore(elo1);
        return tally.games() * (s1 - s0) * (2 * score(tally) - s0 - s1) / (2 * variance);
    }

    /**
     * The error function, by the rational approximation 7.1.26 of Abramowitz and Stegun (absolute
     * error below 1.5·10⁻⁷).
     */
    static double erf(double x) {
        double t = 1 / (1 + 0.3275911 * Math.abs(x));
        double poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
        double value = 1 - poly * Math.exp(-x * x);
        return x >= 0 ? value : -value;
    }

    private static double sq(double x) {
        return x * x;
    }
}
