package org.chesseus.rules.l2;

import org.chesseus.api.game.CountedDraw;
import java.util.Optional;
import java.util.Set;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.PositionRule;
import org.chesseus.api.game.Precedence;
import org.chesseus.api.game.RepetitionIdentity;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.kit.ScoreSheet;

/**
 * FIDE 9.6.1: the game is drawn when the same position (9.2.3) has appeared at least five times;
 * the occurrences need not be consecutive.
 */
final class FivefoldRule implements PositionRule, CountedDraw {
    /** Occurrences that draw. */
    static final int OCCURRENCES = 5;

    @Override
    public String id() {
        return DrawLayer.FIVEFOLD;
    }

    /** Occurrences are counted by the identity of 9.2.3. */
    @Override
    public Set<String> needs() {
        return Set.of(DrawLayer.REPETITION);
    }

    @Override
    public String article() {
        return "FIDE 9.6.1";
    }

    @Override
    public String summary() {
        return "The game is drawn when the same position has appeared five times, not necessarily in a row.";
    }

    @Override
    public int precedence() {
        return Precedence.FIVEFOLD;
    }

    @Override
    public Optional<Ending> judge(GameState state) {
        int count = state.repetitionCount();
        return count < OCCURRENCES ? Optional.empty() : Optional.of(new Ending(ResultCode.FIVEFOLD_REPETITION,
                "The same position has now appeared " + count + " times: "
                        + ScoreSheet.occurrences(state) + " (" + RepetitionIdentity.sameness(state.book()) + ")."));
    }

    @Override
    public Count count() {
        return Count.REPETITIONS;
    }

    @Override
    public int threshold() {
        return OCCURRENCES;
    }
}
