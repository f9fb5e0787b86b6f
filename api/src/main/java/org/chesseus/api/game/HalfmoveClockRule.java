package org.chesseus.api.game;

import org.chesseus.api.rules.Rule;
import org.chesseus.api.rules.RuleKind;

/**
 * Which events restart the half-move counter that 9.3 and 9.6.2 read. FIDE's counter restarts on a
 * capture or a pawn move (9.3.1); a book holding this rule with {@link #restartsOnLostRights()}
 * also restarts it when a castling right or an en-passant right is lost, so that the counter means
 * "half-moves since the last irreversible event". The repetition look-back is not the counter's: it
 * stops only where the identity says earlier positions can no longer recur ({@link
 * RepetitionIdentity#lostCastlingRightChangesIdentity}).
 * A book without it counts FIDE's way. The counter the game keeps is what {@link
 * GameState#halfmoveClock()} answers; positions and FEN keep FIDE's.
 */
@RuleKind("halfmove-clock")
public interface HalfmoveClockRule extends Rule {

    /** The id an overlay adds the rule under. */
    String ID = "halfmove-clock";

    /** Whether a lost castling right or a lapsed en-passant right restarts the counter as a capture does. */
    boolean restartsOnLostRights();
}
