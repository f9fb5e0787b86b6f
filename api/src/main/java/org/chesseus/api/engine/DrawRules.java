package org.chesseus.api.engine;

import org.chesseus.api.game.CountedDraw;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleEntry;

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

    /**
     * The draws of {@code book}, read from its rules' counts ({@link CountedDraw}), not their ids: a
     * repetition draws when any rule counts repetitions (a threefold claim, fivefold, a platform's
     * automatic threefold), and the half-move limit is the lowest count of the rules counting moves
     * (100 for FIDE 9.3's claim, 150 for 9.6.2 alone, 60 for a club's 30-move rule); 0 when none
     * does. Since API version 2.
     */
    public static DrawRules of(RuleBook book) {
        boolean repetition = false;
        int limit = 0;
        for (RuleEntry entry : book.rules()) {
            if (entry.rule() instanceof CountedDraw) {
                CountedDraw draw = (CountedDraw) entry.rule();
                if (draw.count() == CountedDraw.Count.REPETITIONS) {
                    repetition = true;
                } else if (limit == 0 || draw.threshold() < limit) {
                    limit = draw.threshold();
                }
            }
        }
        return new DrawRules(repetition, limit);
    }

    /** Checks the limit. */
    public DrawRules {
        if (halfmoveLimit < 0) {
            throw new IllegalArgumentException("halfmoveLimit must be 0 (none) or positive, was " + halfmoveLimit);
        }
    }
}
