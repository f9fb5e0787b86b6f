package org.chesseus.rules.fide.online;

import java.util.Optional;
import org.chesseus.api.game.ClaimRule;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.PositionRule;
import org.chesseus.api.game.Precedence;
import org.chesseus.api.game.RepetitionIdentity;
import org.chesseus.api.game.ResultCode;

/**
 * FIDE Online 5.4.1: the game is drawn automatically when the same position (FIDE 9.2.3) has
 * appeared for the third time, not necessarily consecutively — no claim is made. Replaces the
 * FIDE 9.2 claim of the same id; judged after checkmate, stalemate and the board's own draws.
 */
final class AutomaticThreefoldRule implements PositionRule {
    private static final int OCCURRENCES = 3;

    @Override
    public String id() {
        return ClaimRule.THREEFOLD;
    }

    @Override
    public String article() {
        return "FIDE Online 5.4.1";
    }

    @Override
    public String summary() {
        return "The game is drawn automatically, without a claim, when the same position appears for the third time.";
    }

    @Override
    public int precedence() {
        return Precedence.AUTOMATIC_CLAIMS;
    }

    @Override
    public Optional<Ending> judge(GameState state) {
        int count = state.repetitionCount();
        return count < OCCURRENCES ? Optional.empty() : Optional.of(new Ending(ResultCode.THREEFOLD_REPETITION,
                "The same position has appeared " + count + " times ("
                        + RepetitionIdentity.sameness(state.book()) + "); online the draw needs no claim."));
    }
}
