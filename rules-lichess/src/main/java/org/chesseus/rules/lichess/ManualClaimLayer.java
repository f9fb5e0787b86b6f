package org.chesseus.rules.lichess;

import java.util.Set;
import org.chesseus.api.rules.FideRule;
import org.chesseus.api.rules.RuleBookBuilder;
import org.chesseus.api.rules.RuleLayer;

/**
 * Layer {@code lichess-manual-claim} ({@code lichess+lichess-manual-claim}): the Lichess setting
 * "claim draw on threefold repetition automatically" turned off — the third occurrence no longer ends
 * the game by itself; the player having the move claims it. Requires {@code lichess}.
 */
public final class ManualClaimLayer implements RuleLayer {

    @Override
    public String id() {
        return "lichess-manual-claim";
    }

    @Override
    public String title() {
        return "Lichess with the threefold auto-claim turned off";
    }

    @Override
    public Set<String> requires() {
        return Set.of("lichess");
    }

    @Override
    public void contribute(RuleBookBuilder book) {
        book.replace(FideRule.THREEFOLD.id(), LichessLayer.threefoldClaim());
    }
}
