package org.chesseus.rules.chesscom;

import java.util.Optional;
import org.chesseus.api.game.ClaimRule;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.PositionRule;
import org.chesseus.api.game.Precedence;
import org.chesseus.api.game.ResultCode;

/**
 * Chess.com's fifty-move draw: automatic once 50 moves by each player (100 half-moves) have passed
 * without a capture or pawn move; a checkmate on that move stands (judged first). Rests on the site's
 * help text ("Draws").
 */
final class AutomaticFiftyMovesRule implements PositionRule {
    private static final int HALF_MOVES = 100;

    @Override
    public String id() {
        return ClaimRule.FIFTY_MOVES;
    }

    @Override
    public String article() {
        return ChesscomLayer.HELP;
    }

    @Override
    public String summary() {
        return "The game is drawn automatically after 50 moves by each player without a capture or pawn move. Rests on"
                + " the site's help text.";
    }

    @Override
    public int precedence() {
        return Precedence.AUTOMATIC_CLAIMS;
    }

    @Override
    public Optional<Ending> judge(GameState state) {
        int clock = state.halfmoveClock();
        return clock < HALF_MOVES ? Optional.empty() : Optional.of(new Ending(ResultCode.FIFTY_MOVES,
                "50 moves by each player (" + clock + " half-moves) were made without a capture or pawn move:"
                        + " drawn automatically."));
    }
}
