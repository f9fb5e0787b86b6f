package org.chesseus.rules.l3;

import java.time.Duration;
import org.chesseus.api.Color;
import org.chesseus.api.game.ClaimPenaltyRule;
import org.chesseus.api.game.GameState;

/**
 * FIDE 9.5.3: when a claim of 9.2 or 9.3 is found incorrect, the opponent gets two minutes (one in
 * rapid and blitz) and the game continues; the claim stands as a draw offer (9.1.2.3). The event
 * may leave the time out ({@link org.chesseus.api.game.GameOptions#claimPenalty()}).
 */
final class IncorrectClaimPenaltyRule implements ClaimPenaltyRule {

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String article() {
        return "FIDE 9.5.3";
    }

    @Override
    public String summary() {
        return "An incorrect claim of threefold repetition or fifty moves gives the opponent 2 minutes (1 in rapid and"
                + " blitz) and stands as a draw offer.";
    }

    @Override
    public Duration bonus(GameState state, Color claimant) {
        return TimeAwards.award(state.options().timeClass());
    }
}
