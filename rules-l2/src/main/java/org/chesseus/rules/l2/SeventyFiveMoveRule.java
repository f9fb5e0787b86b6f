package org.chesseus.rules.l2;

import org.chesseus.api.game.CountedDraw;
import java.util.Optional;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.PositionRule;
import org.chesseus.api.game.Precedence;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.kit.ScoreSheet;

/**
 * FIDE 9.6.2: the game is drawn when 75 moves have been made by each player (150 half-moves)
 * without any pawn move or capture; a checkmate on the last of them takes precedence (checkmate
 * is judged first).
 */
final class SeventyFiveMoveRule implements PositionRule, CountedDraw {
    /** 75 moves by each player. */
    static final int HALF_MOVES = 150;

    @Override
    public String id() {
        return DrawLayer.SEVENTY_FIVE;
    }

    @Override
    public String article() {
        return "FIDE 9.6.2";
    }

    @Override
    public String summary() {
        return "The game is drawn after 75 moves by each player without a pawn move or a capture, unless the last move mates.";
    }

    @Override
    public int precedence() {
        return Precedence.SEVENTY_FIVE;
    }

    @Override
    public Optional<Ending> judge(GameState state) {
        return state.halfmoveClock() < HALF_MOVES ? Optional.empty() : Optional.of(new Ending(
                ResultCode.SEVENTY_FIVE_MOVES, "75 moves by each player (" + state.halfmoveClock()
                        + " half-moves) without a pawn move or a capture: " + ScoreSheet.lastReset(state) + "."));
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
