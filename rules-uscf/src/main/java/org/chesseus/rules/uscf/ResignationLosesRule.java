package org.chesseus.rules.uscf;

import org.chesseus.api.Color;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.ResignationRule;
import org.chesseus.api.game.ResultCode;

/**
 * US Chess: a player who resigns loses, whatever the material left — the rules have no counterpart
 * of FIDE 5.1.2's 2023 exception (a draw when the opponent cannot checkmate).
 */
final class ResignationLosesRule implements ResignationRule {

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String article() {
        return "USCF 13";
    }

    @Override
    public String summary() {
        return "A player who resigns loses, even where the opponent could not checkmate (no FIDE 5.1.2 exception).";
    }

    @Override
    public Ending resign(GameState state, Color resigning) {
        return new Ending(resigning == Color.WHITE ? ResultCode.BLACK_WINS_BY_RESIGNATION
                : ResultCode.WHITE_WINS_BY_RESIGNATION, resigning.title() + " resigned; under US Chess rules a resignation"
                        + " always loses.");
    }
}
