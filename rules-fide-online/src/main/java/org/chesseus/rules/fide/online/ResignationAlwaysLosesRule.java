package org.chesseus.rules.fide.online;

import org.chesseus.api.Color;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.ResignationRule;
import org.chesseus.api.game.ResultCode;

/**
 * FIDE Online 5.2: the player who resigns loses, at any moment, whatever material the opponent has
 * left — the over-the-board exception of FIDE 5.1.2 (2023), a draw when the opponent cannot
 * checkmate ({@code RM}), does not apply online. Replaces the rule {@code resignation}.
 */
final class ResignationAlwaysLosesRule implements ResignationRule {

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String article() {
        return "FIDE Online 5.2";
    }

    @Override
    public String summary() {
        return "A player who resigns loses at once, even when the opponent could not checkmate.";
    }

    @Override
    public Ending resign(GameState state, Color resigning) {
        Color winner = resigning.opposite();
        return new Ending(winner == Color.WHITE ? ResultCode.WHITE_WINS_BY_RESIGNATION
                : ResultCode.BLACK_WINS_BY_RESIGNATION, resigning.title() + " resigned; online a resignation always"
                        + " loses, whatever material " + winner.title() + " has left.");
    }
}
