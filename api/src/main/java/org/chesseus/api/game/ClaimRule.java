package org.chesseus.api.game;

import java.util.Optional;
import org.chesseus.api.rules.Rule;
import org.chesseus.api.rules.RuleKind;

/**
 * A draw the player having the move may claim (FIDE 9.2 threefold repetition, 9.3 fifty moves):
 * on the present position, or on the position the move written with the claim produces (9.2.1,
 * 9.3.1). A correct claim ends the game at once; an incorrect one leaves the game going, counts as
 * a draw offer (9.1.2.3) and may cost time ({@link ClaimPenaltyRule}, 9.5.3). An overlay that makes
 * a claim automatic replaces it with a {@link PositionRule} of the same id.
 */
@RuleKind(value = "ending", single = false)
public interface ClaimRule extends Rule {

    /** The id of the threefold-repetition claim (9.2) in the core layer. */
    String THREEFOLD = "threefold";

    /** The id of the fifty-move claim (9.3) in the core layer. */
    String FIFTY_MOVES = "fifty-moves";

    /** The draw the player having the move may claim on {@code state}'s position, if any. */
    Optional<Ending> claimable(GameState state);

    /**
     * Why a claim of this draw on {@code state}'s position is incorrect, as a clause for people that
     * names what the count stands at and where it comes from ("the present position has occurred
     * twice, not three times (FIDE 9.2) — after 2… Ng8 (ply 4) and 4… Ng8 (ply 8)"); asked only
     * where {@link #claimable} is empty. Empty by default: the game then says the counters alone.
     */
    default Optional<String> shortfall(GameState state) {
        return Optional.empty();
    }
}
