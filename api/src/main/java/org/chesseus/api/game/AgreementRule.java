package org.chesseus.api.game;

import java.util.Optional;
import org.chesseus.api.rules.Rule;
import org.chesseus.api.rules.RuleKind;

/**
 * When an accepted draw offer ends the game (FIDE 5.2.3, 9.1): by agreement between the two
 * players during the game, provided both have made at least one move.
 */
@RuleKind("agreement")
public interface AgreementRule extends Rule {

    /** The id of the rule in the core layer; an overlay replaces it by this id. */
    String ID = "agreement";

    /** Why an agreement cannot end the game in {@code state}'s position; empty when it may. */
    Optional<String> refusal(GameState state);

    /** The ending of an agreement in {@code state}'s position. */
    Ending agreed(GameState state);
}
