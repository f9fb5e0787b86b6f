package org.chesseus.tools.match;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The figures at the end of a match: W/L/D, score, Elo difference with its 95% interval (per game,
 * and per pair of games when pairs were completed), LOS, draw ratio, and the SPRT's state.
 *
 * @param first the first engine's name
 * @param second the second engine's name
 * @param tally the counted games
 * @param abandoned the games not ended by the book (not counted)
 * @param sprt the test asked for, if any
 */
public record MatchSummary(String first, String second, Tally tally, int abandoned, Optional<Sprt> sprt) {
    /** Requires every part. */
    public MatchSummary {
        requireNonNull(first, "first");
        requireNonNull(second, "second");
        requireNonNull(tally, "tally");
        requireNonNull(sprt, "sprt");
    }

    /** The summary as text, one figure a line. */
    public List<String> lines() {
        List<String> lines = new ArrayList<>();
        lines.add(String.format(Locale.ROOT, "Score of %s vs %s: %d - %d - %d  [%.3f] %d", first, second, tally.wins(),
                tally.losses(), tally.draws(), MatchStatistics.score(tally), tally.games()));
        double[] interval = MatchStatistics.eloInterval(tally);
        lines.add(String.format(Locale.ROOT, "Elo difference: %s +/- %s [%s, %s] (95%%), LOS: %.1f %%, DrawRatio: %.1f %%",
                elo(MatchStatistics.elo(tally)), elo(Double.isFinite(interval[1] - interval[0]) ? (interval[1] - interval[0]) / 2 : Double.POSITIVE_INFINITY), elo(interval[0]), elo(interval[1]),
                100 * MatchStatistics.los(tally), 100 * MatchStatistics.drawRatio(tally)));
        if (tally.pairCount() > 0) {
            double[] pairs = MatchStatistics.pairEloInterval(tally);
            lines.add("Ptnml(0-2): " + Arrays.toString(tally.pairs()) + ", pair Elo interval [" + elo(pairs[0]) + ", "
                    + elo(pairs[1]) + "] (95%, pentanomial)");
        }
        if (abandoned > 0) {
            lines.add(abandoned + " game" + (abandoned == 1 ? "" : "s") + " abandoned, not counted");
        }
        sprt.ifPresent(test -> lines.add(String.format(Locale.ROOT, "SPRT (%s): llr %.3f, lbound %.3f, ubound %.3f - %s",
                test.describe(), test.llr(tally), test.lowerBound(), test.upperBound(), test.verdict(tally).text())));
        return lines;
    }

    /** The summary as one JSON object's fields; an infinite Elo is {@code null}. */
    public Map<String, Object> json() {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("first", first);
        json.put("second", second);
        json.put("games", tally.games());
        json.put("wins", tally.wins());
        json.put("losses", tally.losses());
        json.put("draws", tally.draws());
        json.put("abandoned", abandoned);
        json.put("score", MatchStatistics.score(tally));
        double[] interval = MatchStatistics.eloInterval(tally);
        json.put("elo", finite(MatchStatistics.elo(tally)));
        json.put("eloLow", finite(interval[0]));
        json.put("eloHigh", finite(interval[1]));
        json.put("los", MatchStatistics.los(tally));
        json.put("drawRatio", MatchStatistics.drawRatio(tally));
        json.put("pentanomial", tally.pairs());
        double[] pairs = MatchStatistics.pairEloInterval(tally);
        json.put("pairEloLow", finite(pairs[0]));
        json.put("pairEloHigh", finite(pairs[1]));
        sprt.ifPresent(test -> {
            Map<String, Object> figures = new LinkedHashMap<>();
            figures.put("elo0", test.elo0());
            figures.put("elo1", test.elo1());
            figures.put("alpha", test.alpha());
            figures.put("beta", test.beta());
            figures.put("llr", test.llr(tally));
            figures.put("lowerBound", test.lowerBound());
            figures.put("upperBound", test.upperBound());
            figures.put("verdict", test.verdict(tally).text());
            json.put("sprt", figures);
        });
        return json;
    }

    private static Double finite(double value) {
        return Double.isFinite(value) ? value : null;
    }

    private static String elo(double value) {
        if (Double.isInfinite(value)) {
            return value > 0 ? "inf" : "-inf";
        }
        return String.format(Locale.ROOT, "%.1f", value);
    }
}
