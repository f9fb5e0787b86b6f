package org.chesseus.rules.l3;

import java.util.Optional;
import org.chesseus.api.game.ClaimRule;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.ResultCode;

/**
 * FIDE 9.3: the game is drawn on a correct claim by the player having the move when the last 50
 * moves by each player (100 half-moves) have been made without any pawn move or capture — on the
 * present position (9.3.2) or on the position the move written with the claim produces (9.3.1).
 */
final class FiftyMoveClaimRule implements ClaimRule {
    /** 50 moves by each player. */
    static final int HALF_MOVES = 100;

    @Override
    public String id() {
        return FIFTY_MOVES;
    }

    @Override
    public String article() {
        return "FIDE 9.3";
    }

    @Override
    public String summary() {
        return "The player having the move may claim a draw when 50 moves by each player have passed without a pawn"
                + " move or a capture, now or after the move the player writes first.";
    }

    @Override
    public Optional<Ending> claimable(GameState state) {
        int clock = state.halfmoveClock();
        return clock < HALF_MOVES ? Optional.empty() : Optional.of(new Ending(ResultCode.FIFTY_MOVES,
                "The last 50 moves by each player (" + clock + " half-moves) were made without a pawn move or a capture"
                        + " and the draw was claimed."));
    }
}
