package org.chesseus.api.game;

import java.time.Duration;
import org.chesseus.api.Color;
import org.chesseus.api.rules.Rule;
import org.chesseus.api.rules.RuleKind;

/**
 * The time the opponent gets for an incorrect claim of a draw (FIDE 9.5.3: two minutes; one in
 * rapid and blitz, Appendix A.4), where the event applies it ({@link GameOptions#claimPenalty()})
 * and a clock is attached. The claim also stands as a draw offer (9.1.2.3).
 */
@RuleKind("claim-penalty")
public interface ClaimPenaltyRule extends Rule {

    /** The id of the rule in the core layer; an overlay replaces it by this id. */
    String ID = "claim-penalty";

    /** The time {@code claimant}'s opponent gets for {@code claimant}'s incorrect claim. */
    Duration bonus(GameState state, Color claimant);
}
