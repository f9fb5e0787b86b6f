package org.chesseus.api.game;

import static java.util.Objects.requireNonNull;

import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.Move;

/**
 * What a player (or an arbiter) does to a game, one vocabulary for every front end: the console's
 * and the numeric driver's intents, the web page's actions and the arbiter's replay all end in one
 * of these, applied by {@link #applyTo}. A sealed family: a front end consumes it through that
 * method, never by testing its type.
 */
public sealed interface Action permits Action.Play, Action.Offer, Action.Accept, Action.Decline, Action.Claim,
        Action.Resign, Action.FlagFall {

    /** Applies the action to {@code game} and returns the ruling, as the named method of {@link Game} does. */
    Ruling applyTo(Game game);

    /**
     * What a draw request without a move by {@code by} is in {@code game}: the acceptance of the
     * opponent's standing offer (5.2.3), else a claim when {@code by} has the move and a claim is
     * correct (9.2, 9.3), else an offer (9.1.2).
     */
    static Action drawRequest(GameView game, Color by) {
        Ruling ruling = game.ruling();
        if (ruling.pendingOffer().equals(Optional.of(by.opposite()))) {
            return new Accept(by);
        }
        if (by == ruling.position().sideToMove() && ruling.claimAvailable().isPresent()) {
            return new Claim(by);
        }
        return new Offer(by);
    }

    /** A move, perhaps with a draw request (FIDE 9.1.2.1; a claim on the position it produces, 9.2.1, 9.3.1). */
    record Play(Move move, boolean drawRequest) implements Action {
        /** Requires the move. */
        public Play {
            requireNonNull(move, "move");
        }

        @Override
        public Ruling applyTo(Game game) {
            return game.play(move, drawRequest);
        }
    }

    /** A draw offer without a move (9.1.2). */
    record Offer(Color by) implements Action {
        /** Requires the player. */
        public Offer {
            requireNonNull(by, "by");
        }

        @Override
        public Ruling applyTo(Game game) {
            return game.offerDraw(by);
        }
    }

    /** The acceptance of the opponent's standing offer (5.2.3). */
    record Accept(Color by) implements Action {
        /** Requires the player. */
        public Accept {
            requireNonNull(by, "by");
        }

        @Override
        public Ruling applyTo(Game game) {
            return game.acceptDraw(by);
        }
    }

    /** The refusal of the opponent's standing offer (9.1.2.2). */
    record Decline(Color by) implements Action {
        /** Requires the player. */
        public Decline {
            requireNonNull(by, "by");
        }

        @Override
        public Ruling applyTo(Game game) {
            return game.declineDraw(by);
        }
    }

    /** A claim of a draw on the present position by the player having the move (9.2, 9.3). */
    record Claim(Color by) implements Action {
        /** Requires the player. */
        public Claim {
            requireNonNull(by, "by");
        }

        @Override
        public Ruling applyTo(Game game) {
            return game.claimDraw(by);
        }
    }

    /** A resignation, at any moment (5.1.2). */
    record Resign(Color by) implements Action {
        /** Requires the player. */
        public Resign {
            requireNonNull(by, "by");
        }

        @Override
        public Ruling applyTo(Game game) {
            return game.resign(by);
        }
    }

    /** A fallen flag, reported (6.9): with a clock attached its own reading decides. */
    record FlagFall(Color side) implements Action {
        /** Requires the side. */
        public FlagFall {
            requireNonNull(side, "side");
        }

        @Override
        public Ruling applyTo(Game game) {
            return game.flagFall(side);
        }
    }
}
