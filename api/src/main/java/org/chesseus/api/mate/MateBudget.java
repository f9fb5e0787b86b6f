package org.chesseus.api.mate;

/**
 * How much a mate question may spend, and whether it counts the half-move clock.
 *
 * @param nodes the most positions visited before answering unknown
 * @param plies the longest line searched
 * @param clockAware whether lines close at 150 half-moves counted from the position's half-move
 *     clock (the game would end by FIDE 9.6.2 first): the reading of the one-sided question when a
 *     flag falls (6.9) or a player resigns (5.1.2). The dead-position verdict of 5.2.2 reads the
 *     board alone and ignores the clock.
 */
public record MateBudget(long nodes, int plies, boolean clockAware) {
    /** The default node budget. */
    public static final long DEFAULT_NODES = 400_000;
    /** The default depth budget in plies. */
    public static final int DEFAULT_PLIES = 300;

    /** Validates the budget. */
    public MateBudget {
        if (nodes < 1 || plies < 1) {
            throw new IllegalArgumentException("a budget needs at least one node and one ply");
        }
    }

    /** The default budget for the board alone (5.2.2). */
    public static MateBudget board() {
        return new MateBudget(DEFAULT_NODES, DEFAULT_PLIES, false);
    }

    /** The default budget counting the half-move clock (6.9, 5.1.2). */
    public static MateBudget clock() {
        return new MateBudget(DEFAULT_NODES, DEFAULT_PLIES, true);
    }

    /** This budget with another node count. */
    public MateBudget withNodes(long count) {
        return new MateBudget(count, plies, clockAware);
    }
}
