package org.chesseus.rules.l1;

import java.util.Optional;
import java.util.Set;
import org.chesseus.api.Color;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.PositionRule;
import org.chesseus.api.game.Precedence;
import org.chesseus.api.game.ResultCode;

/** FIDE 5.2.1: the game is drawn when the player to move has no legal move and is not in check. */
final class StalemateRule implements PositionRule {
    @Override
    public String id() {
        return LegalityLayer.STALEMATE;
    }

    /** Stalemate is judged on the moves of Article 3. */
    @Override
    public Set<String> needs() {
        return Set.of(LegalityLayer.MOVES);
    }

    @Override
    public String article() {
        return "FIDE 5.2.1";
    }

    @Override
    public String summary() {
        return "The game is drawn when the player to move has no legal move and is not in check.";
    }

    @Override
    public int precedence() {
        return Precedence.STALEMATE;
    }

    @Override
    public Optional<Ending> judge(GameState state) {
        if (state.inCheck() || state.legalMoveCount() != 0) {
            return Optional.empty();
        }
        Color stalemated = state.position().sideToMove();
        return Optional.of(new Ending(ResultCode.STALEMATE, stalemated.title()
                + ", to move, has no legal move and is not in check: stalemate."));
    }
}
