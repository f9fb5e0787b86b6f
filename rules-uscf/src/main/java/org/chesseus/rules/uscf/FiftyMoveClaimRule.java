package org.chesseus.rules.uscf;

import java.util.Optional;
import org.chesseus.api.game.ClaimRule;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.ResultCode;

/**
 * US Chess 14F: the game is drawn on a correct claim by the player on move when the last 50 moves
 * by each player (100 half-moves) were made without a capture or pawn move — on the board, or after
 * the move the claimant writes (14F1).
 */
final class FiftyMoveClaimRule implements ClaimRule {
    private static final int HALF_MOVES = 100;

    @Override
    public String id() {
        return FIFTY_MOVES;
    }

    @Override
    public String article() {
        return "USCF 14F";
    }

    @Override
    public String summary() {
        return "The player on move may claim a draw when 50 moves by each player have passed without a capture or pawn"
                + " move, on the board or after the move written with the claim.";
    }

    @Override
    public Optional<Ending> claimable(GameState state) {
        int clock = state.halfmoveClock();
        return clock < HALF_MOVES ? Optional.empty() : Optional.of(new Ending(ResultCode.FIFTY_MOVES,
                "50 moves by each player (" + clock + " half-moves) were made without a capture or pawn move and the"
                        + " draw was claimed (USCF 14F)."));
    }
}
