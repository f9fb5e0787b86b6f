package org.chesseus.rules.l3;

import org.chesseus.api.Color;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.ForfeitRule;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.ResultCode;

/**
 * Chesseus's own forfeit: a player who cannot play on for a cause no article of the Laws names (an
 * engine's illegal move, crash or disconnection) loses at once ({@code WF}/{@code BF}), unless the
 * opponent cannot checkmate by any series of legal moves: then the game is drawn ({@code FM}), as
 * FIDE 6.9 rules a flag fall. It is not FIDE 7.5.5, which needs a second illegal move by a person.
 */
final class ForfeitUnlessCannotMateRule implements ForfeitRule {
    /** The rule cited: Chesseus's own, with the draw of FIDE 6.9. */
    static final String ARTICLE = "Chesseus forfeit (as FIDE 6.9)";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String article() {
        return ARTICLE;
    }

    @Override
    public String summary() {
        return "An engine that sends an illegal move, crashes or disconnects loses at once, unless the opponent cannot"
                + " checkmate by any series of legal moves: then the game is drawn, as FIDE 6.9 rules a flag fall.";
    }

    @Override
    public Ending forfeit(GameState state, Color offender, String cause) {
        return Winnability.lossUnlessCannotMate(state, offender, offender.title() + " " + cause + " and forfeits",
                ResultCode.WHITE_WINS_BY_FORFEIT, ResultCode.BLACK_WINS_BY_FORFEIT, ResultCode.FORFEIT_CANNOT_MATE,
                offender.title() + " " + cause + " and loses the game by forfeit.");
    }
}
