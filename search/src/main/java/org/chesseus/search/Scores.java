package org.chesseus.search;

import org.chesseus.api.engine.EngineScore;

/**
 * The search's score scale: centipawns for the side to move, mates as {@code MATE - plies}; mate
 * scores go into the transposition table relative to the node and come out relative to the root.
 */
final class Scores {
    /** Beyond every score: the window's bounds. */
    static final int INFINITE = 32_000;
    /** Mate on the board at the root. */
    static final int MATE = 31_000;
    /** The deepest ply the search reaches. */
    static final int MAX_PLY = 128;
    /** Scores at least this large (in absolute value) are mates. */
    static final int MATE_BOUND = MATE - MAX_PLY;
    /** A draw. */
    static final int DRAW = 0;

    private Scores() {
    }

    /** The score of the side to move being mated at {@code ply}. */
    static int mated(int ply) {
        return -MATE + ply;
    }

    /** Whether the score announces a mate, for either side. */
    static boolean isMate(int score) {
        return Math.abs(score) >= MATE_BOUND;
    }

    /** A root-relative score made relative to the node at {@code ply}, for the table. */
    static int toTable(int score, int ply) {
        if (score >= MATE_BOUND) {
            return score + ply;
        }
        return score <= -MATE_BOUND ? score - ply : score;
    }

    /** A node-relative score from the table made relative to the root again. */
    static int fromTable(int score, int ply) {
        if (score >= MATE_BOUND) {
            return score - ply;
        }
        return score <= -MATE_BOUND ? score + ply : score;
    }

    /** The score as UCI reports it: mate in moves (negative when mated), or centipawns. */
    static EngineScore toEngine(int score, EngineScore.Bound bound) {
        if (score >= MATE_BOUND) {
            return new EngineScore(0, (MATE - score + 1) / 2, bound);
        }
        if (score <= -MATE_BOUND) {
            return new EngineScore(0, -((MATE + score) / 2), bound);
        }
        return new EngineScore(score, 0, bound);
    }
}
