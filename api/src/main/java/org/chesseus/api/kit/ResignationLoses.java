package org.chesseus.api.kit;

import static java.util.Objects.requireNonNull;

import org.chesseus.api.Color;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.ResignationRule;
import org.chesseus.api.game.ResultCode;

/**
 * Resignation without FIDE 5.1.2's exception: the player who resigns loses, whatever material the
 * opponent has left (online regulations, US Chess, the platforms). The kit's
 * {@link RuleKit#resignationAlwaysLoses}.
 */
final class ResignationLoses implements ResignationRule {
    private final String article;

    ResignationLoses(String article) {
        this.article = requireNonNull(article, "article");
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String article() {
        return article;
    }

    @Override
    public String summary() {
        return "A player who resigns loses at once, even when the opponent could not checkmate.";
    }

    @Override
    public Ending resign(GameState state, Color resigning) {
        Color winner = resigning.opposite();
        return new Ending(ResultCode.win(winner, ResultCode.Win.RESIGNATION), resigning.title() + " resigned; under "
                + article + " a resignation always loses, whatever material " + winner.title() + " has left.");
    }
}
