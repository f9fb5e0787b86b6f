package org.chesseus.rules.l3;

import java.util.Optional;
import java.util.Set;
import org.chesseus.api.game.AgreementRule;
import org.chesseus.api.game.DrawOfferRule;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.ResultCode;

/**
 * FIDE 5.2.3: the game is drawn upon agreement between the two players during the game, provided
 * both players have made at least one move (counted in the record, from its start).
 */
final class AgreementAfterMovesRule implements AgreementRule {

    @Override
    public String id() {
        return ID;
    }

    /** An agreement accepts an offer (9.1), so it needs the offer rule. */
    @Override
    public Set<String> needs() {
        return Set.of(DrawOfferRule.ID);
    }

    @Override
    public String article() {
        return "FIDE 5.2.3";
    }

    @Override
    public String summary() {
        return "The game is drawn when one player accepts the other's offer, provided both players have made at least one move.";
    }

    @Override
    public Optional<String> refusal(GameState state) {
        if (state.ply() >= 2) {
            return Optional.empty();
        }
        String made = state.ply() == 0 ? "neither player has made a move"
                : "only " + state.position().sideToMove().opposite().title() + " has made a move";
        return Optional.of("both players must have made at least one move (FIDE 5.2.3) and " + made);
    }

    @Override
    public Ending agreed(GameState state) {
        return new Ending(ResultCode.DRAW_AGREED, "The players agreed to a draw.");
    }
}
