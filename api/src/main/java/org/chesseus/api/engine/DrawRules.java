package org.chesseus.api.engine;

/**
 * The draws a search must see inside its tree, taken from the chosen rules profile: a position
 * that repeats (FIDE 9.2; the first repetition inside the tree is enough to score it a draw), and
 * the half-move count at which the game is drawn (100 for a claim under 9.3, 150 for 9.6.2's
 * automatic draw) unless the side to move is checkmated.
 *
 * @param repetition whether a repetition draws under the profile
 * @param halfmoveLimit the half-moves without capture or pawn move that draw; 0 when none do
 */
public record DrawRules(boolean repetition, int halfmoveLimit) {

    /** FIDE with claims: threefold repetition (9.2) and the fifty-move rule (9.3). */
    public static final DrawRules FIDE = new DrawRules(true, 100);

    /** Legality only (profile {@code l1}): nothing draws but stalemate. */
    public static final DrawRules NONE = new DrawRules(false, 0);

    /** Checks the limit. */
    public DrawRules {
        if (halfmoveLimit < 0) {
            throw new IllegalArgumentException("halfmoveLimit must be 0 (none) or positive, was " + halfmoveLimit);
        }
    }
}
