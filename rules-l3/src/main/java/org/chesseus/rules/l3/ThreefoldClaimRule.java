package org.chesseus.rules.l3;

import java.util.Optional;
import java.util.Set;
import org.chesseus.api.game.ClaimRule;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.RepetitionIdentity;
import org.chesseus.api.game.ResultCode;

/**
 * FIDE 9.2: the game is drawn on a correct claim by the player having the move when the same
 * position (9.2.3) has appeared at least three times — on the present position (9.2.1.2) or on the
 * position the move written with the claim produces (9.2.1.1); the occurrences need not be
 * consecutive.
 */
final class ThreefoldClaimRule implements ClaimRule {
    /** Occurrences that open the claim. */
    static final int OCCURRENCES = 3;

    @Override
    public String id() {
        return THREEFOLD;
    }

    /** Occurrences are counted by the identity of 9.2.3 (rule {@code repetition} of layer l2). */
    @Override
    public Set<String> needs() {
        return Set.of("repetition");
    }

    @Override
    public String article() {
        return "FIDE 9.2";
    }

    @Override
    public String summary() {
        return "The player having the move may claim a draw when the same position has appeared three times,"
                + " now or after the move the player writes first.";
    }

    @Override
    public Optional<Ending> claimable(GameState state) {
        int count = state.repetitionCount();
        return count < OCCURRENCES ? Optional.empty() : Optional.of(new Ending(ResultCode.THREEFOLD_REPETITION,
                "The same position has appeared " + count + " times ("
                        + RepetitionIdentity.sameness(state.book()) + ") and the draw was claimed."));
    }
}
