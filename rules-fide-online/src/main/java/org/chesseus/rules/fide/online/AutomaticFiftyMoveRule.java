package org.chesseus.rules.fide.online;

import java.util.Optional;
import org.chesseus.api.game.ClaimRule;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.PositionRule;
import org.chesseus.api.game.Precedence;
import org.chesseus.api.game.ResultCode;

/**
 * FIDE Online 5.4.4: the game is drawn automatically when the last 50 moves by each player (100
 * half-moves) were made without a pawn move or a capture — no claim is made. Replaces the FIDE 9.3
 * claim of the same id; a checkmate given by the hundredth half-move stands (judged first).
 */
final class AutomaticFiftyMoveRule implements PositionRule {
    private static final int HALF_MOVES = 100;

    @Override
    public String id() {
        return ClaimRule.FIFTY_MOVES;
    }

    @Override
    public String article() {
        return "FIDE Online 5.4.4";
    }

    @Override
    public String summary() {
        return "The game is drawn automatically, without a claim, when 50 moves by each player have passed without a"
                + " pawn move or a capture.";
    }

    @Override
    public int precedence() {
        return Precedence.AUTOMATIC_CLAIMS;
    }

    @Override
    public Optional<Ending> judge(GameState state) {
        int clock = state.halfmoveClock();
        return clock < HALF_MOVES ? Optional.empty() : Optional.of(new Ending(ResultCode.FIFTY_MOVES,
                "The last 50 moves by each player (" + clock + " half-moves) were made without a pawn move or a"
                        + " capture; online the draw needs no claim."));
    }
}
