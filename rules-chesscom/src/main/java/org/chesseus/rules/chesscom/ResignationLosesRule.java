package org.chesseus.rules.chesscom;

import org.chesseus.api.Color;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.ResignationRule;
import org.chesseus.api.game.ResultCode;

/** Chess.com: a player who resigns loses, whatever the material left. Rests on the site's help text. */
final class ResignationLosesRule implements ResignationRule {

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String article() {
        return ChesscomLayer.HELP;
    }

    @Override
    public String summary() {
        return "A player who resigns loses, even where the opponent could not checkmate. Rests on the site's help text.";
    }

    @Override
    public Ending resign(GameState state, Color resigning) {
        return new Ending(resigning == Color.WHITE ? ResultCode.BLACK_WINS_BY_RESIGNATION
                : ResultCode.WHITE_WINS_BY_RESIGNATION, resigning.title() + " resigned; on Chess.com a resignation always loses.");
    }
}
