package org.chesseus.tools.match;

import java.util.Locale;
import org.chesseus.api.RejectedInputException;

/**
 * A sequential probability ratio test of H0 (the first engine is elo0 stronger) against H1 (elo1
 * stronger), with the error rates alpha (accepting H1 when H0 holds) and beta: the match stops as
 * soon as the log-likelihood ratio leaves {@code [ln(β/(1−α)), ln((1−β)/α)]} (Wald's bounds).
 *
 * @param elo0 the Elo difference of H0
 * @param elo1 the Elo difference of H1, above elo0
 * @param alpha the false-positive rate, in (0, 1)
 * @param beta the false-negative rate, in (0, 1)
 */
public record Sprt(double elo0, double elo1, double alpha, double beta) {
    /** What the test concludes so far. */
    public enum Verdict {
        /** H0 accepted: the lower bound was crossed. */
        H0_ACCEPTED("H0 accepted"),
        /** H1 accepted: the upper bound was crossed. */
        H1_ACCEPTED("H1 accepted"),
        /** Neither bound crossed: play on. */
        CONTINUE("continue");

        private final String text;

        Verdict(String text) {
            this.text = text;
        }

        /** As printed: {@code H0 accepted}, {@code H1 accepted}, {@code continue}. */
        public String text() {
            return text;
        }
    }

    /** Requires elo0 below elo1 and rates strictly between 0 and 1. */
    public Sprt {
        if (!(elo0 < elo1) || !(alpha > 0 && alpha < 1) || !(beta > 0 && beta < 1)) {
            throw new IllegalArgumentException("elo0 < elo1 and 0 < alpha, beta < 1");
        }
    }

    /**
     * The test written {@code elo0,elo1,alpha,beta} ({@code 0,5,0.05,0.05}).
     *
     * @throws RejectedInputException naming what is wrong
     */
    public static Sprt parse(String text) {
        String[] parts = text.split(",", -1);
        String usage = "--sprt " + text + ": write elo0,elo1,alpha,beta, e.g. 0,5,0.05,0.05";
        if (parts.length != 4) {
            throw new RejectedInputException(usage);
        }
        double[] values = new double[4];
        for (int i = 0; i < 4; i++) {
            try {
                values[i] = Double.parseDouble(parts[i].strip());
            } catch (NumberFormatException e) {
                throw new RejectedInputException(usage + " ('" + parts[i].strip() + "' is not a number)");
            }
        }
        try {
            return new Sprt(values[0], values[1], values[2], values[3]);
        } catch (IllegalArgumentException e) {
            throw new RejectedInputException(usage + " (" + e.getMessage() + ")");
        }
    }

    /** The lower bound {@code ln(β/(1−α))}. */
    public double lowerBound() {
        return Math.log(beta / (1 - alpha));
    }

    /** The upper bound {@code ln((1−β)/α)}. */
    public double upperBound() {
        return Math.log((1 - beta) / alpha);
    }

    /** The log-likelihood ratio of the tally. */
    public double llr(Tally tally) {
        return MatchStatistics.llr(tally, elo0, elo1);
    }

    /** The verdict on the tally. */
    public Verdict verdict(Tally tally) {
        double llr = llr(tally);
        if (llr >= upperBound()) {
            return Verdict.H1_ACCEPTED;
        }
        if (llr <= lowerBound()) {
            return Verdict.H0_ACCEPTED;
        }
        return Verdict.CONTINUE;
    }

    /** The test as given: {@code elo0 0, elo1 5, alpha 0.05, beta 0.05}. */
    public String describe() {
        return String.format(Locale.ROOT, "elo0 %s, elo1 %s, alpha %s, beta %s", plain(elo0), plain(elo1), plain(alpha), plain(beta));
    }

    private static String plain(double value) {
        return value == Math.rint(value) ? String.valueOf((long) value) : String.valueOf(value);
    }
}
