package org.chesseus.api.game;

import java.time.Duration;
import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.rules.Rule;
import org.chesseus.api.rules.RuleKind;

/**
 * The penalty for a completed illegal move (FIDE 7.5), for recording over-the-board games: the
 * position before it is reinstated (the game never played it), then the first gives the opponent
 * time (7.5.5: two minutes; one in rapid and blitz, Appendix A.4) and the second loses, or draws
 * when the opponent cannot checkmate by any series of legal moves.
 */
@RuleKind("illegal-move")
public interface IllegalMoveRule extends Rule {

    /** The id of the rule in the core layer; an overlay replaces it by this id. */
    String ID = "illegal-move";

    /** The ending when {@code offender}'s {@code count}-th completed illegal move ends the game; empty otherwise. */
    Optional<Ending> forfeit(GameState state, Color offender, int count);

    /** The time the opponent of {@code offender} gets for an illegal move that does not end the game. */
    Duration bonus(GameState state, Color offender, int count);
}
