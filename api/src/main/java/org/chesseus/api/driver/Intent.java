package org.chesseus.api.driver;

import static java.util.Objects.requireNonNull;

import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.Move;
import org.chesseus.api.game.Action;
import org.chesseus.api.game.GameView;

/**
 * What a line typed at a driver asks for: a move (with or without a draw request), a draw request
 * alone, resignation, a take-back, text the driver answers itself, or input refused with the
 * reason. A sealed family: the three that act on the game become the game's shared
 * {@link Action} through {@link #action}; the host handles the rest by {@link #kind()}.
 */
public sealed interface Intent permits Intent.Play, Intent.DrawRequest, Intent.Resign, Intent.Undo, Intent.Say,
        Intent.Invalid, Intent.Nothing {

    /** The kinds of intent, a tag for an exhaustive switch; a host handles each one. */
    enum Kind {
        /** A legal move, perhaps with a draw request. */
        MOVE,
        /** A draw request without a move. */
        DRAW_REQUEST,
        /** The player resigns. */
        RESIGN,
        /** Take back the last move (casual games only). */
        UNDO,
        /** Text for the player (help, legal moves, FEN); nothing happens in the game. */
        SAY,
        /** Input refused: not a move, or an illegal one; the reason says why. */
        INVALID,
        /** Nothing (an empty line where it means nothing). */
        NOTHING
    }

    /** The kind. */
    Kind kind();

    /** The move of a {@link Kind#MOVE}. */
    default Optional<Move> move() {
        return Optional.empty();
    }

    /** Whether a {@link Kind#MOVE} carries a draw request. */
    default boolean hasDrawRequest() {
        return false;
    }

    /** The text of a {@link Kind#SAY} or the reason of an {@link Kind#INVALID}; empty otherwise. */
    default String text() {
        return "";
    }

    /**
     * The action on {@code game} this intent of {@code player} asks for, in the vocabulary every
     * front end shares; empty for the intents that do not act on the game (take-back, text,
     * refusal, nothing).
     */
    default Optional<Action> action(GameView game, Color player) {
        return Optional.empty();
    }

    /** A move; with {@code drawRequest}, a claim on the position it produces if correct, else an offer. */
    static Intent move(Move move, boolean drawRequest) {
        return new Play(move, drawRequest);
    }

    /** A draw request without a move. */
    static Intent drawRequest() {
        return new DrawRequest();
    }

    /** Resignation. */
    static Intent resign() {
        return new Resign();
    }

    /** A take-back. */
    static Intent undo() {
        return new Undo();
    }

    /** Text for the player. */
    static Intent say(String text) {
        return new Say(text);
    }

    /** Input refused, with the reason. */
    static Intent invalid(String reason) {
        return new Invalid(reason);
    }

    /** Nothing. */
    static Intent nothing() {
        return new Nothing();
    }

    /** A move, perhaps with a draw request (FIDE 9.1.2.1, 9.2.1, 9.3.1). */
    record Play(Move played, boolean drawRequest) implements Intent {
        /** Requires the move. */
        public Play {
            requireNonNull(played, "played");
        }

        @Override
        public Kind kind() {
            return Kind.MOVE;
        }

        @Override
        public Optional<Move> move() {
            return Optional.of(played);
        }

        @Override
        public boolean hasDrawRequest() {
            return drawRequest;
        }

        @Override
        public Optional<Action> action(GameView game, Color player) {
            return Optional.of(new Action.Play(played, drawRequest));
        }
    }

    /**
     * A draw request alone: accept the opponent's standing offer, else claim when a claim is
     * correct, else offer ({@link Action#drawRequest}: FIDE 5.2.3, 9.2, 9.3, 9.1.2).
     */
    record DrawRequest() implements Intent {
        @Override
        public Kind kind() {
            return Kind.DRAW_REQUEST;
        }

        @Override
        public Optional<Action> action(GameView game, Color player) {
            return Optional.of(Action.drawRequest(game, player));
        }
    }

    /** Resignation, at any moment (5.1.2). */
    record Resign() implements Intent {
        @Override
        public Kind kind() {
            return Kind.RESIGN;
        }

        @Override
        public Optional<Action> action(GameView game, Color player) {
            return Optional.of(new Action.Resign(player));
        }
    }

    /** A take-back (casual games only). */
    record Undo() implements Intent {
        @Override
        public Kind kind() {
            return Kind.UNDO;
        }
    }

    /** Text the driver answers itself. */
    record Say(String text) implements Intent {
        /** Requires the text. */
        public Say {
            requireNonNull(text, "text");
        }

        @Override
        public Kind kind() {
            return Kind.SAY;
        }
    }

    /** Input refused, with the reason. */
    record Invalid(String reason) implements Intent {
        /** Requires the reason. */
        public Invalid {
            requireNonNull(reason, "reason");
        }

        @Override
        public Kind kind() {
            return Kind.INVALID;
        }

        @Override
        public String text() {
            return reason;
        }
    }

    /** Nothing (an empty line where it means nothing). */
    record Nothing() implements Intent {
        @Override
        public Kind kind() {
            return Kind.NOTHING;
        }
    }
}
