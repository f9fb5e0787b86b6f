package org.chesseus.search;

import java.util.random.RandomGenerator;

/**
 * A playing level ({@code UCI_LimitStrength}, {@code UCI_Elo}): how a weaker player is imitated.
 * Two things make the engine weaker, both growing as the rating falls:
 * <ul>
 *   <li><b>it sees less</b>: each move is searched with a node budget, so tactics beyond its
 *       horizon are missed as a player of that strength misses them (the budget halves every
 *       {@link #ELO_PER_DOUBLING} points);
 *   <li><b>it does not always pick the best of what it sees</b>: the search ranks a few
 *       candidate moves ({@code MultiPV}) and one is drawn with a weight that falls off
 *       exponentially with its loss against the best ({@link #temperature()} centipawns per
 *       factor e), among those that lose at most {@link #maxLoss()} centipawns. A move that
 *       throws away a won mate, walks into a seen mate or drops more than the cap is never chosen,
 *       so the mistakes are the plausible ones of the level, not random blunders.
 * </ul>
 * The figures are calibrated against Stockfish's own {@code UCI_Elo} ladder (docs/strength.md).
 *
 * @param elo the rating imitated
 * @param nodes the node budget of one move
 * @param lines the candidate moves ranked ({@code MultiPV})
 * @param temperature the loss, in centipawns, that makes a candidate e times less likely
 * @param maxLoss the largest loss against the best candidate, in centipawns, ever chosen
 */
record Level(int elo, long nodes, int lines, int temperature, int maxLoss) {
    /** The weakest level offered. */
    static final int MIN_ELO = 1000;
    /** The strongest level offered. */
    static final int MAX_ELO = 2400;
    /** Rating points per doubling of the node budget. */
    static final int ELO_PER_DOUBLING = 120;
    /** The top of the knob: a budget beyond what 10 s + 0.1 s gives a move, one line, no choice. */
    static final int MAX_KNOB = 2600;
    /**
     * From this rating up the top of the knob evaluates with the engine's own evaluation (the
     * network by default); below it, from 2200, with the tuned evaluation alone, the one 2200 was
     * calibrated with: the network made the engine's own play too strong for 2200 (docs/strength.md).
     */
    static final int OWN_EVALUATION_FROM = 2300;
    /** From this knob up the best move is played: a budget, no choice. */
    private static final int SINGLE_LINE = 2300;
    /** The node budget at {@link #MIN_ELO}. */
    private static final long NODES_AT_MIN = 40;
    /** The node budget at {@link #MAX_KNOB}. */
    private static final long NODES_AT_TOP = budget(MAX_KNOB);

    /**
     * The calibration: pairs of a rating offered and the knob that plays at it against Stockfish
     * 15.1's {@code UCI_Elo} at 10 s + 0.1 s (docs/strength.md, "Playing levels"); between two
     * pairs the knob is interpolated linearly. The knob sets the budget and the choice ({@link
     * #ofKnob}). From 2200 up every level is the top of the knob, the engine's own search: with the
     * tuned evaluation it scores within the band against Stockfish at 2200, with the network
     * ({@link #ownEvaluation}, from {@value #OWN_EVALUATION_FROM}) above it there and below it
     * against 2400, so it has nothing stronger to offer.
     */
    private static final int[][] CALIBRATION = {
        {1000, 1245}, {1200, 1470}, {1400, 1655}, {1600, 1895}, {1800, 2130}, {2000, 2310}, {2200, MAX_KNOB},
        {2400, MAX_KNOB},
    };

    /**
     * The level of {@code elo}, clamped to {@link #MIN_ELO}..{@link #MAX_ELO}, as calibrated.
     */
    static Level of(int elo) {
        int rating = Math.max(MIN_ELO, Math.min(MAX_ELO, elo));
        for (int i = 1; i < CALIBRATION.length; i++) {
            int[] low = CALIBRATION[i - 1];
            int[] high = CALIBRATION[i];
            if (rating <= high[0]) {
                int knob = low[1] + (rating - low[0]) * (high[1] - low[1]) / (high[0] - low[0]);
                return ofKnob(rating, knob);
            }
        }
        throw new IllegalStateException("the calibration ends below " + MAX_ELO);
    }

    /**
     * The level that plays at {@code elo} with the knob at {@code knob} (a rating-like number,
     * {@link #MIN_ELO}..{@link #MAX_KNOB}): the node budget doubles every {@link #ELO_PER_DOUBLING}
     * points of it from {@value #NODES_AT_MIN} nodes; the candidates, the temperature and the cap
     * on a loss fall as it rises, and from {@value #SINGLE_LINE} on the best move is played.
     */
    static Level ofKnob(int elo, int knob) {
        int setting = Math.max(MIN_ELO, Math.min(MAX_KNOB, knob));
        long nodes = budget(setting);
        int lines = setting >= SINGLE_LINE ? 1 : setting >= 2000 ? 3 : setting >= 1500 ? 4 : 5;
        int below = Math.max(0, MAX_ELO - setting);
        int temperature = 4 + below * 9 / 100;
        int maxLoss = 40 + below / 4;
        return new Level(elo, nodes, lines, temperature, maxLoss);
    }

    private static long budget(int setting) {
        return Math.round(NODES_AT_MIN * Math.pow(2, (setting - MIN_ELO) / (double) ELO_PER_DOUBLING));
    }

    /**
     * Whether this level is the top of the knob: one line and a budget no move at 10 s + 0.1 s
     * reaches, the engine's own play. It evaluates with the engine's own evaluation, the others with
     * the one the table was calibrated with.
     */
    boolean top() {
        return lines == 1 && nodes >= NODES_AT_TOP;
    }

    /**
     * Whether this level plays with the engine's own evaluation (the network, or what {@code
     * Evaluation} chose): the top from {@value #OWN_EVALUATION_FROM} up. The top below it evaluates
     * with the tuned evaluation alone; the levels below the top with the table's.
     */
    boolean ownEvaluation() {
        return top() && elo >= OWN_EVALUATION_FROM;
    }

    /**
     * Picks the move to play among the first {@code count} of {@code moves}, ranked best first
     * with their {@code scores} (the last finished iteration's); returns its index.
     */
    int choose(int[] moves, int[] scores, int count, RandomGenerator random) {
        if (count <= 1) {
            return 0;
        }
        int best = scores[0];
        double[] weights = new double[count];
        double total = 0;
        for (int i = 0; i < count; i++) {
            weights[i] = eligible(best, scores[i]) ? Math.exp(-(best - scores[i]) / (double) temperature) : 0;
            total += weights[i];
        }
        double draw = random.nextDouble() * total;
        for (int i = 0; i < count; i++) {
            draw -= weights[i];
            if (weights[i] > 0 && draw < 0) {
                return i;
            }
        }
        return 0;
    }

    /** Whether a move scored {@code score} may be chosen when the best scored {@code best}. */
    private boolean eligible(int best, int score) {
        if (Scores.isMate(best) || Scores.isMate(score)) {
            return score == best;
        }
        return best - score <= maxLoss;
    }
}
