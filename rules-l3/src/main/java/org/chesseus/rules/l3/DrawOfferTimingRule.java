package org.chesseus.rules.l3;

import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.Position;
import org.chesseus.api.game.DrawOfferRule;
import org.chesseus.api.game.GameState;

/**
 * FIDE 9.1: a player may offer a draw, best after making a move and before pressing the clock
 * (9.1.2.1), though an offer at any other time is still valid (9.1.2.2); it cannot be withdrawn and
 * stands until the opponent accepts it, declines it or moves. The regulations of an event may
 * forbid offers before a given move (9.1.1): counted by the move number the offering player is at —
 * the move just made, or the move about to be made.
 */
final class DrawOfferTimingRule implements DrawOfferRule {

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String article() {
        return "FIDE 9.1";
    }

    @Override
    public String summary() {
        return "A player may offer a draw, best with a move; the offer cannot be withdrawn and lapses when the"
                + " opponent moves; an event may forbid offers before a given move.";
    }

    @Override
    public Optional<String> refusal(GameState state, Color offering) {
        int limit = state.options().noOffersBeforeMove();
        int number = moveNumber(state.position(), offering);
        if (number >= limit) {
            return Optional.empty();
        }
        return Optional.of("the regulations of this event forbid draw offers before move " + limit + " (FIDE 9.1.1); "
                + offering.title() + " is at move " + number);
    }

    /** The move number {@code side} is at: the move it just made, or the one it is about to make. */
    static int moveNumber(Position position, Color side) {
        int number = position.fullmoveNumber();
        boolean blackJustMoved = side == Color.BLACK && position.sideToMove() == Color.WHITE;
        return blackJustMoved ? number - 1 : number;
    }
}
