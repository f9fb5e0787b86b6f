package org.chesseus.rules.uscf;

import org.chesseus.api.game.CountedDraw;
import java.util.Optional;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.PositionRule;
import org.chesseus.api.game.Precedence;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.kit.ScoreSheet;
import org.chesseus.api.rules.FideRule;

/**
 * US Chess 14K2, as the event option {@code uscf-14k}: the director declares the game drawn when
 * each player has made 75 moves (150 half-moves) without a capture or pawn move. A checkmate made by
 * the 150th half-move stands (it is judged first).
 */
final class DirectorSeventyFiveRule implements PositionRule, CountedDraw {
    private static final int HALF_MOVES = 150;

    @Override
    public String id() {
        return FideRule.SEVENTY_FIVE.id();
    }

    @Override
    public String article() {
        return "USCF 14K2";
    }

    @Override
    public String summary() {
        return "The director declares the game drawn after 75 moves by each player without a capture or pawn move.";
    }

    @Override
    public int precedence() {
        return Precedence.SEVENTY_FIVE;
    }

    @Override
    public Optional<Ending> judge(GameState state) {
        int clock = state.halfmoveClock();
        return clock < HALF_MOVES ? Optional.empty() : Optional.of(new Ending(ResultCode.SEVENTY_FIVE_MOVES,
                "75 moves by each player (" + clock + " half-moves) were made without a capture or pawn move — "
                        + ScoreSheet.lastReset(state) + " — and the director declares the game drawn (USCF 14K2)."));
    }

    @Override
    public Count count() {
        return Count.HALF_MOVES;
    }

    @Override
    public int threshold() {
        return HALF_MOVES;
    }
}
