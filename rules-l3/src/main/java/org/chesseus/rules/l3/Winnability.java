package org.chesseus.rules.l3;

import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.mate.MateAnswer;
import org.chesseus.api.mate.MateBudget;
import org.chesseus.api.mate.MateReason;

/**
 * The one-sided question under 5.1.2, 6.9 and 7.5.5: can the opponent of the losing player still
 * checkmate by any series of legal moves? Asked with the clock-aware budget (lines close at 150
 * half-moves: the game would end by 9.6.2 first). Only a proven {@code no} turns the loss into a
 * draw; {@code unknown} keeps the book's default, the loss.
 */
final class Winnability {
    /** The half-moves without a capture or pawn move at which 9.6.2 ends the game. */
    private static final int SEVENTY_FIVE_MOVES = 150;

    private Winnability() {
    }

    /**
     * The ending of a loss by {@code loser} (5.1.2, 6.9, 7.5.5 alike): {@code draw} when the
     * opponent cannot checkmate by any series of legal moves, else the opponent's win.
     *
     * @param event what happened, as the start of a sentence ("White resigned")
     * @param loss the sentence when the loss stands
     */
    static Ending lossUnlessCannotMate(GameState state, Color loser, String event, ResultCode whiteWins,
            ResultCode blackWins, ResultCode draw, String loss) {
        Color opponent = loser.opposite();
        Optional<String> proof = cannotMate(state, opponent);
        if (proof.isPresent()) {
            return new Ending(draw, event + ", but " + opponent.title() + " " + proof.get() + ", so the game is drawn.");
        }
        return new Ending(opponent == Color.WHITE ? whiteWins : blackWins, loss);
    }

    /**
     * Why {@code mater} cannot checkmate, as the end of a sentence after the side's name; empty when
     * mate may still come. A proof that closed lines at 150 half-moves says that 9.6.2 ends the game
     * first, with the half-move clock it was counted from; any other proof, by which it was reached.
     */
    static Optional<String> cannotMate(GameState state, Color mater) {
        MateAnswer answer = state.canMate(mater, MateBudget.clock());
        if (!answer.isNo()) {
            return Optional.empty();
        }
        if (answer.reason() == MateReason.SEVENTY_FIVE_MOVES) {
            int left = Math.max(0, SEVENTY_FIVE_MOVES - state.position().halfmoveClock());
            return Optional.of("cannot checkmate before the 75-move rule (FIDE 9.6.2) ends the game: the half-move clock"
                    + " stands at " + state.position().halfmoveClock() + ", " + left + (left == 1 ? " half-move" : " half-moves")
                    + " left, and every line was searched");
        }
        return Optional.of("cannot checkmate by any series of legal moves (proof: " + answer.reason().word() + ")");
    }
}
