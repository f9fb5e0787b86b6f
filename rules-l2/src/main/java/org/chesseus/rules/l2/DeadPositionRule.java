package org.chesseus.rules.l2;

import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.PositionRule;
import org.chesseus.api.game.Precedence;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.mate.MateAnswer;
import org.chesseus.api.mate.MateBudget;
import org.chesseus.api.mate.MateReason;
import org.chesseus.rules.l2.search.HelpmateQuestion;

/**
 * FIDE 5.2.2: the game is drawn at once when neither player can checkmate by any series of legal
 * moves. Read from the board alone: the half-move clock is ignored (where it is about to reach
 * 150, 9.6.2 ends the game instead). The question is asked where a dead position can first arise:
 * at the start of the record, after a capture, pawn move or lost castling right, one half-move after
 * a double step, and wherever the side to move is in check or has at most two legal moves (a
 * forced line, such as a queen that must be taken, can make a position dead after any move). Each
 * side's question gets {@link HelpmateQuestion#ARBITER_NODES} nodes. A proven answer is kept for
 * the rest of the game; an unknown one keeps the game going.
 */
final class DeadPositionRule implements PositionRule {
    private static final int NARROW = 2;
    /** The budget of each question: bounded so that a move is judged in milliseconds at worst. */
    private static final MateBudget BUDGET = HelpmateQuestion.arbiterBudget(false);

    @Override
    public String id() {
        return DrawLayer.DEAD_POSITION;
    }

    @Override
    public String article() {
        return "FIDE 5.2.2";
    }

    @Override
    public String summary() {
        return "The game is drawn at once when neither player can checkmate by any series of legal moves"
                + " (material, blockade or every line searched).";
    }

    @Override
    public int precedence() {
        return Precedence.DEAD_POSITION;
    }

    @Override
    public Optional<Ending> judge(GameState state) {
        if (!state.blockadeMayHaveArisen() && !state.inCheck() && state.legalMoveCount() > NARROW) {
            return Optional.empty();
        }
        Color first = weaker(state);
        MateAnswer one = state.canMate(first, BUDGET);
        if (!one.isNo()) {
            return Optional.empty();
        }
        MateAnswer other = state.canMate(first.opposite(), BUDGET);
        if (!other.isNo()) {
            return Optional.empty();
        }
        MateReason proof = one.reason().compareTo(other.reason()) >= 0 ? one.reason() : other.reason();
        return Optional.of(new Ending(ResultCode.DEAD_POSITION,
                "Neither player can checkmate by any series of legal moves (proof: " + proof.word() + ")."));
    }

    /** The side with less material: the likelier "no", asked first. */
    private static Color weaker(GameState state) {
        return material(state, 0) <= material(state, 1) ? Color.WHITE : Color.BLACK;
    }

    private static int material(GameState state, int color) {
        int[] weights = {1, 3, 3, 5, 9, 0};
        int total = 0;
        for (int type = 0; type < 6; type++) {
            total += weights[type] * Long.bitCount(state.board().pieces(color * 6 + type));
        }
        return total;
    }
}
