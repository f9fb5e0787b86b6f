package org.chesseus.rules.l3;

import org.chesseus.api.Color;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.ForfeitRule;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.ResultCode;

/**
 * A player who cannot play on for a cause no article names (an engine's illegal move, crash or
 * disconnection) loses ({@code WF}/{@code BF}), unless the opponent cannot checkmate by any series
 * of legal moves: then the game is drawn ({@code FM}) — the reading FIDE 6.9 and 7.5.5 give a flag
 * fall and a second illegal move.
 */
final class ForfeitUnlessCannotMateRule implements ForfeitRule {

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String article() {
        return "FIDE 6.9, 7.5.5";
    }

    @Override
    public String summary() {
        return "A player who cannot play on (an engine's illegal move, crash or disconnection) loses, unless the"
                + " opponent cannot checkmate by any series of legal moves: then the game is drawn.";
    }

    @Override
    public Ending forfeit(GameState state, Color offender, String cause) {
        return Winnability.lossUnlessCannotMate(state, offender, offender.title() + " " + cause + " and forfeits",
                ResultCode.WHITE_WINS_BY_FORFEIT, ResultCode.BLACK_WINS_BY_FORFEIT, ResultCode.FORFEIT_CANNOT_MATE,
                offender.title() + " " + cause + " and loses the game by forfeit.");
    }
}
