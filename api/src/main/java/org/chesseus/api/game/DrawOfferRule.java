package org.chesseus.api.game;

import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.rules.Rule;
import org.chesseus.api.rules.RuleKind;

/**
 * Whether a player may offer a draw now (FIDE 9.1): an offer is made with or after one's own move
 * (9.1.2.1), cannot be withdrawn, and stands until the opponent accepts it, declines it or moves.
 * The regulations of an event may forbid offers before a given move (9.1.1; {@link
 * GameOptions#noOffersBeforeMove()}).
 */
@RuleKind("draw-offer")
public interface DrawOfferRule extends Rule {

    /** The id of the rule in the core layer; an overlay replaces it by this id. */
    String ID = "draw-offer";

    /** Why {@code offering} may not offer a draw in {@code state}'s position; empty when the offer stands. */
    Optional<String> refusal(GameState state, Color offering);
}
