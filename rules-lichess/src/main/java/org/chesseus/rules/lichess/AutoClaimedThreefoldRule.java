package org.chesseus.rules.lichess;

import java.util.Optional;
import java.util.Set;
import org.chesseus.api.game.ClaimRule;
import org.chesseus.api.game.CountedDraw;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.PositionRule;
import org.chesseus.api.game.Precedence;
import org.chesseus.api.game.RepetitionIdentity;
import org.chesseus.api.kit.RuleKit;
import org.chesseus.api.kit.ScoreSheet;

/**
 * Lichess's threefold repetition with the site's default auto-claim: still a claim (the player having
 * the move may claim it, {@link LichessLayer#threefoldClaim}), and the site makes it for the player as
 * soon as the position occurs the third time, so the game ends there. The auto-claim is the site's
 * default preference (its help text and settings page), not a rule of its code.
 */
final class AutoClaimedThreefoldRule implements ClaimRule, PositionRule, CountedDraw {
    private final ClaimRule claim = LichessLayer.threefoldClaim();

    @Override
    public String id() {
        return claim.id();
    }

    @Override
    public Set<String> needs() {
        return claim.needs();
    }

    @Override
    public String article() {
        return claim.article();
    }

    @Override
    public String summary() {
        return "A threefold repetition is a claim, and the site claims it for the player at the third occurrence"
                + " (auto-claim, on by default). The default rests on the site's settings and help text.";
    }

    @Override
    public Count count() {
        return Count.REPETITIONS;
    }

    @Override
    public int threshold() {
        return ((CountedDraw) claim).threshold();
    }

    @Override
    public Optional<Ending> claimable(GameState state) {
        return claim.claimable(state);
    }

    @Override
    public Optional<String> shortfall(GameState state) {
        return claim.shortfall(state);
    }

    @Override
    public int precedence() {
        return Precedence.AUTOMATIC_CLAIMS;
    }

    @Override
    public Optional<Ending> judge(GameState state) {
        return claim.claimable(state).map(ending -> new Ending(ending.code(), "The same position has occurred "
                + state.repetitionCount() + " times — " + ScoreSheet.occurrences(state) + " ("
                + RepetitionIdentity.sameness(state.book()) + ") — and the draw was claimed automatically"
                + " (Lichess auto-claim)."));
    }
}
