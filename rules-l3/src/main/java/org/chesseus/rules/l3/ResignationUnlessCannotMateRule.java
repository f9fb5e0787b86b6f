package org.chesseus.rules.l3;

import org.chesseus.api.Color;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.ResignationRule;
import org.chesseus.api.game.ResultCode;

/**
 * FIDE 5.1.2 (2023): the game is won by the player whose opponent declares he resigns, which ends
 * the game at once — unless the position is such that the winner could not checkmate by any series
 * of legal moves, when it is drawn ({@code RM}). Either player may resign at any moment.
 */
final class ResignationUnlessCannotMateRule implements ResignationRule {

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String article() {
        return "FIDE 5.1.2";
    }

    @Override
    public String summary() {
        return "A player who resigns loses at once, on the move or not, unless the opponent cannot checkmate by any"
                + " series of legal moves: then the game is drawn.";
    }

    @Override
    public Ending resign(GameState state, Color resigning) {
        return Winnability.lossUnlessCannotMate(state, resigning, resigning.title() + " resigned",
                ResultCode.WHITE_WINS_BY_RESIGNATION, ResultCode.BLACK_WINS_BY_RESIGNATION,
                ResultCode.RESIGNATION_CANNOT_MATE, resigning.title() + " resigned.");
    }
}
