package org.chesseus.api.game;

import org.chesseus.api.Color;
import org.chesseus.api.rules.Rule;
import org.chesseus.api.rules.RuleKind;

/**
 * What a forfeit rules when a player can no longer play on and no article of the Laws names the
 * cause — an engine's illegal move, crash or disconnection (ARCHITECTURE.md, codes {@code WF},
 * {@code BF}, {@code FM}): the player loses at once, unless the opponent cannot checkmate by any
 * series of legal moves, when the game is drawn, as FIDE 6.9 rules a flag fall. No article of the
 * Laws is this rule (7.5.5 needs a second illegal move by a person), and its article says so.
 */
@RuleKind("forfeit")
public interface ForfeitRule extends Rule {

    /** The id of the rule in the core layer; an overlay replaces it by this id. */
    String ID = "forfeit";

    /** The ending when {@code offender} forfeits for {@code cause} (a sentence fragment: "crashed"). */
    Ending forfeit(GameState state, Color offender, String cause);
}
