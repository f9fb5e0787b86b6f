package org.chesseus.search;

/**
 * How hard the choice at the root looks after each iteration, for the time control ({@link
 * TimeControl#effort}): how many iterations the best move has kept its place, the share of the
 * iteration's nodes it took, and how far its score fell below the score before — the mean of the
 * iteration before and the engine's last search for this side in this game, when there was one.
 * An easy choice (a stable best move that took most of the nodes and holds its score) asks for
 * less of the clock, a hard one for more. Mate scores do not count as a fall or a rise.
 */
final class RootEffort {
    /** No score: the first iteration, or no last search to compare with. */
    static final int NO_SCORE = Integer.MIN_VALUE;

    private final int lastSearch;
    private int previousBest;
    private int previousScore = NO_SCORE;
    private int stability;

    /**
     * @param firstBest the move ordered first before the first iteration
     * @param lastSearch the score the engine's last search for the same side ended with, or {@link #NO_SCORE}
     */
    RootEffort(int firstBest, int lastSearch) {
        this.previousBest = firstBest;
        this.lastSearch = lastSearch;
    }

    /**
     * Records a finished iteration and returns the effort it asks for.
     *
     * @param best the iteration's best move
     * @param score its score
     * @param bestNodes the nodes the iteration searched below the best move
     * @param iterationNodes all the nodes the iteration searched
     */
    double after(int best, int score, long bestNodes, long iterationNodes) {
        stability = best == previousBest ? stability + 1 : 0;
        previousBest = best;
        double share = iterationNodes <= 0 ? 1 : (double) bestNodes / iterationNodes;
        int drop = drop(score);
        previousScore = score;
        return TimeControl.effort(stability, share, drop);
    }

    /** How many iterations in a row the best move has stayed the same (0 when the last one changed it). */
    int stability() {
        return stability;
    }

    private int drop(int score) {
        if (Scores.isMate(score)) {
            return 0;
        }
        boolean before = previousScore != NO_SCORE && !Scores.isMate(previousScore);
        boolean last = lastSearch != NO_SCORE && !Scores.isMate(lastSearch);
        if (before && last) {
            return (previousScore + lastSearch) / 2 - score;
        }
        if (before) {
            return previousScore - score;
        }
        return last ? lastSearch - score : 0;
    }
}
