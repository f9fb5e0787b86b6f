package org.chesseus.rules.lichess;

import java.util.Optional;
import org.chesseus.api.game.ClaimRule;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.PositionRule;
import org.chesseus.api.game.Precedence;
import org.chesseus.api.game.ResultCode;

/**
 * Lichess's fifty-move rule: the game is drawn automatically once 100 half-moves have passed without
 * a capture or pawn move; no claim is needed, and a checkmate on the 100th half-move stands (judged
 * first). From the site's code (scalachess {@code autoDraw}).
 */
final class AutomaticFiftyMovesRule implements PositionRule {
    private static final int HALF_MOVES = 100;

    @Override
    public String id() {
        return ClaimRule.FIFTY_MOVES;
    }

    @Override
    public String article() {
        return "Lichess (code: scalachess)";
    }

    @Override
    public String summary() {
        return "The game is drawn automatically after 50 moves by each player without a capture or pawn move."
                + " From the site's code.";
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
