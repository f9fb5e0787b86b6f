package org.chesseus.rules.armageddon;

import java.util.Optional;
import java.util.Set;
import org.chesseus.api.game.ClaimRule;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.PositionRule;
import org.chesseus.api.game.Precedence;
import org.chesseus.api.game.ResultCode;

/**
 * Threefold repetition ({@code 3R}) or fifty moves ({@code 50}) ending an Armageddon game at once,
 * with no claim: a draw is Black's win, so Black would always claim, and the overlay claims for it.
 */
final class AutomaticDraw implements PositionRule {
    private static final int OCCURRENCES = 3;
    private static final int HALF_MOVES = 100;

    private final boolean threefold;

    /** The automatic form of the claim with this id ({@link ClaimRule#THREEFOLD} or {@link ClaimRule#FIFTY_MOVES}). */
    AutomaticDraw(String id) {
        this.threefold = ClaimRule.THREEFOLD.equals(id);
    }

    @Override
    public String id() {
        return threefold ? ClaimRule.THREEFOLD : ClaimRule.FIFTY_MOVES;
    }

    @Override
    public String article() {
        return ArmageddonLayer.ARTICLE + (threefold ? " (FIDE 9.2 automatic)" : " (FIDE 9.3 automatic)");
    }

    @Override
    public String summary() {
        return threefold ? "The game ends at once, with no claim, when the same position appears for the third time."
                : "The game ends at once, with no claim, after 50 moves by each player without a pawn move or a capture.";
    }

    @Override
    public Set<String> needs() {
        return threefold ? Set.of("repetition") : Set.of();
    }

    @Override
    public int precedence() {
        return Precedence.AUTOMATIC_CLAIMS;
    }

    @Override
    public Optional<Ending> judge(GameState state) {
        if (threefold) {
            int count = state.repetitionCount();
            return count < OCCURRENCES ? Optional.empty() : Optional.of(new Ending(ResultCode.THREEFOLD_REPETITION,
                    "The same position has appeared " + count + " times; in Armageddon that ends the game at once."));
        }
        int clock = state.halfmoveClock();
        return clock < HALF_MOVES ? Optional.empty() : Optional.of(new Ending(ResultCode.FIFTY_MOVES,
                "50 moves by each player (" + clock + " half-moves) without a pawn move or a capture; in Armageddon that"
                        + " ends the game at once."));
    }
}
