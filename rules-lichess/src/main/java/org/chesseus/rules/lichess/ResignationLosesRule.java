package org.chesseus.rules.lichess;

import org.chesseus.api.Color;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.ResignationRule;
import org.chesseus.api.game.ResultCode;

/** Lichess: a player who resigns loses, whatever the material left. From the site's code. */
final class ResignationLosesRule implements ResignationRule {

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String article() {
        return "Lichess (code: lila)";
    }

    @Override
    public String summary() {
        return "A player who resigns loses, even where the opponent could not checkmate. From the site's code.";
    }

    @Override
    public Ending resign(GameState state, Color resigning) {
        return new Ending(resigning == Color.WHITE ? ResultCode.BLACK_WINS_BY_RESIGNATION
                : ResultCode.WHITE_WINS_BY_RESIGNATION, resigning.title() + " resigned; on Lichess a resignation always loses.");
    }
}
