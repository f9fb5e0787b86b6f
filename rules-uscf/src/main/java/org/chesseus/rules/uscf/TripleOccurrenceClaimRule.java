package org.chesseus.rules.uscf;

import java.util.Optional;
import java.util.Set;
import org.chesseus.api.game.ClaimRule;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.ResultCode;

/**
 * US Chess 14C: the game is drawn on a correct claim by the player on move when the same position
 * (same player to move, same pieces, same castling and en-passant possibilities) appears for at
 * least the third time — on the board, or after the move the claimant writes and does not play
 * (14C1, 14C2). The occurrences need not be consecutive.
 */
final class TripleOccurrenceClaimRule implements ClaimRule {
    private static final int OCCURRENCES = 3;

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
        return "USCF 14C";
    }

    @Override
    public String summary() {
        return "The player on move may claim a draw when the same position appears for the third time, on the board or"
                + " after the move written with the claim.";
    }

    @Override
    public Optional<Ending> claimable(GameState state) {
        int count = state.repetitionCount();
        return count < OCCURRENCES ? Optional.empty() : Optional.of(new Ending(ResultCode.THREEFOLD_REPETITION,
                "The same position has occurred " + count + " times and the draw was claimed (USCF 14C)."));
    }
}
