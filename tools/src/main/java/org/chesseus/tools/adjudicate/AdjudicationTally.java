package org.chesseus.tools.adjudicate;

import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The counts of a file for its summary: games, agreements with the record on the score alone and on
 * the score and the reason, disagreements on the score by the code ruled ({@code *} for a game the
 * book has not ended), games that could not be judged, and the rate.
 */
public final class AdjudicationTally {
    private final Map<String, Integer> disagreements = new TreeMap<>();
    private int games;
    private int agreements;
    private int scoreAgreements;
    private int errors;

    /** Counts one verdict. */
    public void add(Adjudication verdict) {
        games++;
        if (verdict.error().isPresent()) {
            errors++;
        } else if (verdict.scoreAgrees()) {
            scoreAgreements++;
            if (verdict.agrees()) {
                agreements++;
            }
        } else {
            disagreements.merge(verdict.code().map(code -> code.code()).orElse(Adjudication.ONGOING), 1, Integer::sum);
        }
    }

    /** Games that could not be judged. */
    public int errors() {
        return errors;
    }

    /** One line for standard error. */
    public String summary(long nanos) {
        double seconds = nanos / 1e9;
        int disagreeing = disagreements.values().stream().mapToInt(Integer::intValue).sum();
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT, "adjudicate: %d games in %.3f s (%.0f games/s);"
                + " %d agree on the score, %d on the score and the reason; %d disagree on the score", games, seconds,
                seconds > 0 ? games / seconds : 0, scoreAgreements, agreements, disagreeing));
        if (!disagreements.isEmpty()) {
            StringBuilder codes = new StringBuilder();
            disagreements.forEach((code, count) -> codes.append(codes.length() == 0 ? "" : ", ").append(code).append(' ').append(count));
            text.append(" (").append(codes).append(')');
        }
        text.append(", ").append(errors).append(errors == 1 ? " error" : " errors");
        return text.toString();
    }
}
