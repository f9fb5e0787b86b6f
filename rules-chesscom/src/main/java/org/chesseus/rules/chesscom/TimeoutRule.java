package org.chesseus.rules.chesscom;

import org.chesseus.api.Color;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.FlagRule;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.ResultCode;

/**
 * Chess.com on time: a player who runs out of time loses, unless the opponent (the side with time)
 * has only a lone king, a king and bishop, or a king and knight — then the game is drawn
 * ({@code TM}) whatever the flagged side has. Only the material of the side with time counts, so
 * K+N+N wins on time. Rests on the site's help text ("Timeouts").
 */
final class TimeoutRule implements FlagRule {

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
        return "A player who runs out of time loses, unless the opponent has only a king, K+B or K+N: then the game is"
                + " drawn (K+N+N wins). Rests on the site's help text.";
    }

    @Override
    public Ending flagFall(GameState state, Color flagged) {
        Color opponent = flagged.opposite();
        String fell = flagged.title() + " ran out of time";
        if (InsufficientMaterial.atMostOneMinor(state.board(), opponent)) {
            return new Ending(ResultCode.TIMEOUT_CANNOT_MATE, fell + " but " + opponent.title()
                    + " has at most a king and one minor piece: drawn (timeout vs insufficient material).");
        }
        return new Ending(ResultCode.win(opponent, ResultCode.Win.ON_TIME), fell + ".");
    }
}
