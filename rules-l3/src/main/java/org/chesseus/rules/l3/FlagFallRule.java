package org.chesseus.rules.l3;

import org.chesseus.api.Color;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.FlagRule;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.ResultCode;

/**
 * FIDE 6.9: except where 5.1.1, 5.1.2, 5.2.1, 5.2.2 or 5.2.3 applies, a player who does not
 * complete the prescribed moves in the allotted time loses — unless the opponent cannot checkmate
 * by any series of legal moves, when the game is drawn ({@code TM}). The game asks only while it is
 * going on, so a mate on the board before the flag stands (6.2.1.1).
 */
final class FlagFallRule implements FlagRule {

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String article() {
        return "FIDE 6.9";
    }

    @Override
    public String summary() {
        return "A player whose flag falls loses, unless the opponent cannot checkmate by any series of legal moves:"
                + " then the game is drawn.";
    }

    @Override
    public Ending flagFall(GameState state, Color flagged) {
        return Winnability.lossUnlessCannotMate(state, flagged, flagged.title() + "'s flag fell",
                ResultCode.WHITE_WINS_ON_TIME, ResultCode.BLACK_WINS_ON_TIME, ResultCode.TIMEOUT_CANNOT_MATE,
                flagged.title() + "'s flag fell and " + flagged.opposite().title() + " could still checkmate.");
    }
}
