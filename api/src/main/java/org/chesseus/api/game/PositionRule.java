package org.chesseus.api.game;

import java.util.Optional;
import org.chesseus.api.rules.Rule;
import org.chesseus.api.rules.RuleKind;

/**
 * A rule that may end the game on the board by itself, judged on every position of the game, the
 * start position included: checkmate, stalemate, dead position, the automatic draws. Rules are
 * judged in ascending {@link #precedence()}; the first that rules an ending ends the game, so
 * checkmate beats a 9.6 threshold reached by the mating move (see {@link Precedence}).
 */
@RuleKind(value = "ending", single = false)
public interface PositionRule extends Rule {

    /** The order of judging: lower first. */
    int precedence();

    /** The ending this rule rules in the present position, if any. */
    Optional<Ending> judge(GameState state);
}
