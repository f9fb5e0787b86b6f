package org.chesseus.api.mate;

/** How an answer was reached: the proof behind a {@code no}, the line behind a {@code yes}. */
public enum MateReason {
    /** {@code yes}: a helpmate line was found (empty when the position already is that mate). */
    HELPMATE,
    /** {@code no}: the game is already over on the board (checkmate of the other side, or stalemate). */
    GAME_OVER,
    /** {@code no}: the material can never mate (RULES-NOTES §5, branch 1). */
    MATERIAL,
    /** {@code no}: a blockade read off the board: nothing can ever reach a mate (branch 2). */
    BLOCKADE,
    /** {@code no}: every legal line was searched and closed without a mate (branch 3). */
    SEARCH,
    /**
     * {@code no}: every legal line was searched and closed without a mate, some of them at 150
     * half-moves, where the 75-move rule (FIDE 9.6.2) ends the game before any mate: the proof of a
     * clock-aware question (6.9, 5.1.2) that needed the clock.
     */
    SEVENTY_FIVE_MOVES,
    /** {@code unknown}: the node or depth budget ran out. */
    BUDGET;

    /** The lower-case word used in JSON and on the console ({@code game-over}). */
    public String word() {
        return name().toLowerCase().replace('_', '-');
    }
}
