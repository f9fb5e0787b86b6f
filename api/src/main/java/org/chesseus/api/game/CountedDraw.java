package org.chesseus.api.game;

/**
 * A draw that comes with a count, claimed or automatic: the occurrences of one position (FIDE 9.2
 * threefold, 9.6.1 fivefold) or the half-moves made without a pawn move or a capture (9.3 fifty
 * moves, 9.6.2 seventy-five). A search reads the counts of a book's rules to score the draws inside
 * its tree ({@link org.chesseus.api.engine.DrawRules#of}), so a federation's 30-move rule shortens
 * the engine's horizon as FIDE's fifty moves set it. Since API version 2.
 */
public interface CountedDraw {

    /** What is counted. */
    enum Count {
        /** Occurrences of the same position (FIDE 9.2.3's identity, or the book's). */
        REPETITIONS,
        /** Half-moves since the last pawn move or capture (the book's half-move clock). */
        HALF_MOVES
    }

    /** What this draw counts. */
    Count count();

    /** The count at which the draw comes (3 occurrences; 100 half-moves). */
    int threshold();
}
