package org.chesseus.tools.corpus;

import java.time.YearMonth;

/**
 * What a corpus is made of: how many games, the seed they all follow from, the threads that play
 * them (the bytes do not depend on it), the share of each player's node budget searched (1 for the
 * budgets {@link Player} gives; less for quick tests), and the month the games are dated in.
 *
 * @param games the number of games, at least 1
 * @param seed the seed: the same seed and count give the same bytes
 * @param threads the threads playing, at least 1
 * @param nodeScale the factor on every node budget, above 0 and at most 10
 * @param month the month of the {@code Date} tags, games spread over it in order
 */
public record CorpusSettings(int games, long seed, int threads, double nodeScale, YearMonth month) {

    /** The month the games are dated in unless told otherwise. */
    public static final YearMonth DEFAULT_MONTH = YearMonth.of(2024, 1);

    /** Checks the figures. */
    public CorpusSettings {
        if (games < 1) {
            throw new IllegalArgumentException("a corpus needs at least one game, not " + games);
        }
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + threads);
        }
        if (!(nodeScale > 0 && nodeScale <= 10)) {
            throw new IllegalArgumentException("the node scale must be above 0 and at most 10, not " + nodeScale);
        }
        java.util.Objects.requireNonNull(month, "month");
    }

    /** {@code games} games of {@code seed} on {@code threads} threads at full strength, in January 2024. */
    public static CorpusSettings of(int games, long seed, int threads) {
        return new CorpusSettings(games, seed, threads, 1, DEFAULT_MONTH);
    }
}
