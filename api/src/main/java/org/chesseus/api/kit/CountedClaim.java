package org.chesseus.api.kit;

import java.util.Optional;
import java.util.Set;
import org.chesseus.api.game.ClaimRule;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.GameState;

/**
 * A draw the player having the move may claim once a count is reached (FIDE 9.2, 9.3 and every
 * federation's form of them): the kit's {@link RuleKit#repetitionClaim} and {@link RuleKit#moveClaim}.
 * The game judges the claim on the present position or on the move written with it.
 */
final class CountedClaim extends CountedRule implements ClaimRule {

    CountedClaim(String id, DrawCount draw, String article) {
        super(id, draw, article);
    }

    @Override
    public String summary() {
        return "The player having the move may claim a draw when " + draw().condition()
                + ", now or after the move the player writes first.";
    }

    /** Repetitions are counted by the book's identity, rule {@code repetition}. */
    @Override
    public Set<String> needs() {
        return RuleKit.needs(draw());
    }

    @Override
    public Optional<Ending> claimable(GameState state) {
        return draw().reached(state, "the draw was claimed").map(why -> new Ending(draw().code(), why));
    }

    /** The count as it stands, where it comes from on the score sheet, and what the article needs. */
    @Override
    public Optional<String> shortfall(GameState state) {
        return draw().shortfall(state, article());
    }
}
