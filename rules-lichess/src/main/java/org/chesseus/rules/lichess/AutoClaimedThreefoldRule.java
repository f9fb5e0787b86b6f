package org.chesseus.rules.lichess;

import java.util.Optional;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.PositionRule;
import org.chesseus.api.game.Precedence;
import org.chesseus.api.game.ResultCode;

/**
 * Lichess's threefold repetition with the site's default auto-claim: still a claim (the player having
 * the move may claim it), and the site makes it for the player as soon as the position occurs the
 * third time, so the game ends there. The auto-claim is the site's default preference (its help
 * text and settings page), not a rule of its code.
 */
final class AutoClaimedThreefoldRule extends ThreefoldClaimRule implements PositionRule {

    @Override
    public String summary() {
        return "A threefold repetition is a claim, and the site claims it for the player at the third occurrence"
                + " (auto-claim, on by default). The default rests on the site's settings and help text.";
    }

    @Override
    public int precedence() {
        return Precedence.AUTOMATIC_CLAIMS;
    }

    @Override
    public Optional<Ending> judge(GameState state) {
        int count = state.repetitionCount();
        return count < OCCURRENCES ? Optional.empty() : Optional.of(new Ending(ResultCode.THREEFOLD_REPETITION,
                "The same position has occurred " + count + " times and the draw was claimed automatically"
                        + " (Lichess auto-claim)."));
    }
}
