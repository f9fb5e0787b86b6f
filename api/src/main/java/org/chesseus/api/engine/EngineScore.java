package org.chesseus.api.engine;

/**
 * A score from the side to move's point of view: centipawns, or a mate in so many moves (UCI
 * {@code score cp} / {@code score mate}), and whether it is only a bound.
 *
 * @param centipawns the score in centipawns when {@code mateIn} is 0
 * @param mateIn moves to mate: positive when the side to move mates, negative when it is mated, 0
 *     when no mate is seen
 * @param bound {@code EXACT}, or a {@code LOWER}/{@code UPPER} bound (UCI {@code lowerbound} /
 *     {@code upperbound})
 */
public record EngineScore(int centipawns, int mateIn, Bound bound) {

    /** Whether the score is exact or a bound. */
    public enum Bound {
        /** The true score. */
        EXACT,
        /** At least this. */
        LOWER,
        /** At most this. */
        UPPER
    }

    /** A centipawn score. */
    public static EngineScore cp(int centipawns) {
        return new EngineScore(centipawns, 0, Bound.EXACT);
    }

    /** A mate score. */
    public static EngineScore mate(int moves) {
        return new EngineScore(0, moves, Bound.EXACT);
    }

    /** Whether a mate is seen. */
    public boolean isMate() {
        return mateIn != 0;
    }

    /** As UCI writes it after {@code score}: {@code cp 23}, {@code mate -3}, with the bound. */
    public String uci() {
        String value = mateIn != 0 ? "mate " + mateIn : "cp " + centipawns;
        return switch (bound) {
            case EXACT -> value;
            case LOWER -> value + " lowerbound";
            case UPPER -> value + " upperbound";
        };
    }
}
