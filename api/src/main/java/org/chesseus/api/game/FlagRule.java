package org.chesseus.api.game;

import org.chesseus.api.Color;
import org.chesseus.api.rules.Rule;
import org.chesseus.api.rules.RuleKind;

/**
 * What a fallen flag rules (FIDE 6.9): the player who has not completed the prescribed moves in
 * the allotted time loses, unless the opponent cannot checkmate by any series of legal moves, when
 * the game is drawn. The game calls this only while the game is going on: "except where one of
 * Articles 5.1.1, 5.1.2, 5.2.1, 5.2.2, 5.2.3 applies" — a mate on the board before the flag
 * stands (6.2.1.1).
 */
@RuleKind("flag-fall")
public interface FlagRule extends Rule {

    /** The id of the rule in the core layer; an overlay replaces it by this id. */
    String ID = "flag-fall";

    /** The ending when {@code flagged}'s flag falls in {@code state}'s position. */
    Ending flagFall(GameState state, Color flagged);
}
