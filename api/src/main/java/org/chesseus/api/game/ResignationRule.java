package org.chesseus.api.game;

import org.chesseus.api.Color;
import org.chesseus.api.rules.Rule;
import org.chesseus.api.rules.RuleKind;

/**
 * What a resignation rules (FIDE 5.1.2): the resigning player loses, unless the opponent cannot
 * checkmate by any series of legal moves, when the game is drawn. Either player may resign at any
 * moment, not only on the move; the game calls this only while the game is going on (a mate, dead
 * position or agreement already made stands).
 */
@RuleKind("resignation")
public interface ResignationRule extends Rule {

    /** The id of the rule in the core layer; an overlay replaces it by this id. */
    String ID = "resignation";

    /** The ending when {@code resigning} resigns in {@code state}'s position. */
    Ending resign(GameState state, Color resigning);
}
