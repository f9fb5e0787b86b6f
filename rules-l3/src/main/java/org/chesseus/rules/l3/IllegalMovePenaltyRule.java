package org.chesseus.rules.l3;

import java.time.Duration;
import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.IllegalMoveRule;
import org.chesseus.api.game.ResultCode;

/**
 * FIDE 7.5.5: after the position before a completed illegal move is reinstated (7.5.1), the first
 * illegal move of a player gives the opponent two minutes (one in rapid and blitz); the second
 * loses ({@code WF}/{@code BF}), unless the opponent cannot checkmate by any series of legal moves,
 * when the game is drawn ({@code FM}).
 */
final class IllegalMovePenaltyRule implements IllegalMoveRule {
    /** The completed illegal move that loses. */
    static final int LOSING = 2;

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String article() {
        return "FIDE 7.5.5";
    }

    @Override
    public String summary() {
        return "A completed illegal move is taken back; the first gives the opponent 2 minutes (1 in rapid and blitz),"
                + " the second loses unless the opponent cannot checkmate by any series of legal moves.";
    }

    @Override
    public Optional<Ending> forfeit(GameState state, Color offender, int count) {
        if (count < LOSING) {
            return Optional.empty();
        }
        return Optional.of(Winnability.lossUnlessCannotMate(state, offender, offender.title()
                + " completed a second illegal move", ResultCode.WHITE_WINS_BY_FORFEIT, ResultCode.BLACK_WINS_BY_FORFEIT,
                ResultCode.FORFEIT_CANNOT_MATE, offender.title() + " completed a second illegal move and loses the game."));
    }

    @Override
    public Duration bonus(GameState state, Color offender, int count) {
        return TimeAwards.award(state.options().timeClass());
    }
}
