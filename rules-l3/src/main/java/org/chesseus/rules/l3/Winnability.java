package org.chesseus.rules.l3;

import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.game.GameState;
import org.chesseus.api.mate.MateAnswer;
import org.chesseus.api.mate.MateBudget;

/**
 * The one-sided question under 5.1.2, 6.9 and 7.5.5: can the opponent of the losing player still
 * checkmate by any series of legal moves? Asked with the clock-aware budget (lines close at 150
 * half-moves: the game would end by 9.6.2 first). Only a proven {@code no} turns the loss into a
 * draw; {@code unknown} keeps the book's default, the loss.
 */
final class Winnability {
    private Winnability() {
    }

    /** The proof that {@code mater} cannot checkmate, as a phrase; empty when mate may still come. */
    static Optional<String> cannotMate(GameState state, Color mater) {
        MateAnswer answer = state.canMate(mater, MateBudget.clock());
        return answer.isNo() ? Optional.of(answer.reason().word()) : Optional.empty();
    }
}
