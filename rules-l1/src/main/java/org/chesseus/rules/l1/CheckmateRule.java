package org.chesseus.rules.l1;

import java.util.Optional;
import java.util.Set;
import org.chesseus.api.Color;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.PositionRule;
import org.chesseus.api.game.Precedence;
import org.chesseus.api.game.ResultCode;

/**
 * FIDE 5.1.1: the player who checkmates the opponent's king wins at once. Judged first of all
 * endings: a mate on the move that reaches a 9.6 threshold stands (9.6.2).
 */
final class CheckmateRule implements PositionRule {
    @Override
    public String id() {
        return LegalityLayer.CHECKMATE;
    }

    /** Checkmate is judged on the moves of Article 3. */
    @Override
    public Set<String> needs() {
        return Set.of(LegalityLayer.MOVES);
    }

    @Override
    public String article() {
        return "FIDE 5.1.1";
    }

    @Override
    public String summary() {
        return "The player who checkmates the opponent's king wins the game at once.";
    }

    @Override
    public int precedence() {
        return Precedence.CHECKMATE;
    }

    @Override
    public Optional<Ending> judge(GameState state) {
        if (!state.inCheck() || state.legalMoveCount() != 0) {
            return Optional.empty();
        }
        Color mated = state.position().sideToMove();
        Color winner = mated.opposite();
        ResultCode code = winner == Color.WHITE ? ResultCode.WHITE_CHECKMATES : ResultCode.BLACK_CHECKMATES;
        return Optional.of(new Ending(code, winner.title() + " checkmates: " + mated.title() + "'s king on "
                + state.position().kingSquare(mated) + " is in check and " + mated.title() + " has no legal move."));
    }
}
