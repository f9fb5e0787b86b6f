package org.chesseus.rules.lichess;

import org.chesseus.api.Color;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.FlagRule;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.ResultCode;

/**
 * Lichess on time: a player whose flag falls loses, unless the opponent's own material cannot mate by
 * {@link MatingMaterial} (a lone king, a lone knight without a blocker, same-coloured bishops), when
 * the game is drawn ({@code TM}) — from the site's code (scalachess {@code InsufficientMaterial}).
 * And a flag that falls while the opponent's draw offer stands draws the game ({@code DA}): that part
 * rests on the site's help text, not on its code.
 */
final class LichessFlagRule implements FlagRule {

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String article() {
        return "Lichess (code: scalachess; help text)";
    }

    @Override
    public String summary() {
        return "A player whose flag falls loses, unless the opponent's material alone cannot mate, or the opponent's draw"
                + " offer stands: then the game is drawn. The material rule is from the site's code, the offer rule from"
                + " its help text.";
    }

    @Override
    public Ending flagFall(GameState state, Color flagged) {
        Color opponent = flagged.opposite();
        String fell = flagged.title() + "'s flag fell";
        if (state.pendingOffer().filter(opponent::equals).isPresent()) {
            return new Ending(ResultCode.DRAW_AGREED, fell + " while " + opponent.title()
                    + "'s draw offer stood: the game is drawn.");
        }
        if (MatingMaterial.insufficient(state.board(), opponent)) {
            return new Ending(ResultCode.TIMEOUT_CANNOT_MATE, fell + " but " + opponent.title()
                    + " has too little material to checkmate: the game is drawn.");
        }
        return new Ending(ResultCode.win(opponent, ResultCode.Win.ON_TIME), fell + ".");
    }
}
