package org.chesseus.rules.lichess;

import java.util.Optional;
import java.util.Set;
import org.chesseus.api.game.ClaimRule;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.ResultCode;

/**
 * Lichess's threefold repetition as a claim: the player having the move may claim the draw once the
 * position has occurred three times (positions compared by the legal measure of en passant, as FIDE
 * 9.2.3). From the site's code (scalachess {@code threefoldRepetition}).
 */
class ThreefoldClaimRule implements ClaimRule {
    static final int OCCURRENCES = 3;

    @Override
    public String id() {
        return THREEFOLD;
    }

    @Override
    public Set<String> needs() {
        return Set.of("repetition");
    }

    @Override
    public String article() {
        return "Lichess (code: scalachess)";
    }

    @Override
    public String summary() {
        return "The player having the move may claim a draw once the same position has occurred three times."
                + " From the site's code.";
    }

    @Override
    public Optional<Ending> claimable(GameState state) {
        int count = state.repetitionCount();
        return count < OCCURRENCES ? Optional.empty() : Optional.of(new Ending(ResultCode.THREEFOLD_REPETITION,
                "The same position has occurred " + count + " times and the draw was claimed."));
    }
}
