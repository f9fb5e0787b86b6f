package org.chesseus.api.driver;

import static java.util.Objects.requireNonNull;

import java.util.Optional;
import org.chesseus.api.Move;

/**
 * What a line typed at a driver asks for. The host applies it to the game under the book's rules:
 * a move (with or without a draw request), a draw request alone (accept the offer standing, else
 * claim on the present position, else offer: FIDE 9.1, 9.2, 9.3, 5.2.3), resignation (5.1.2), a
 * take-back, text the driver answers itself, or input refused with the reason.
 */
public final class Intent {
    /** The kinds of intent; a host handles each one. */
    public enum Kind {
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

    private static final Intent DRAW_REQUEST = new Intent(Kind.DRAW_REQUEST, null, false, "");
    private static final Intent RESIGN = new Intent(Kind.RESIGN, null, false, "");
    private static final Intent UNDO = new Intent(Kind.UNDO, null, false, "");
    private static final Intent NOTHING = new Intent(Kind.NOTHING, null, false, "");

    private final Kind kind;
    private final Move move;
    private final boolean drawRequest;
    private final String text;

    private Intent(Kind kind, Move move, boolean drawRequest, String text) {
        this.kind = kind;
        this.move = move;
        this.drawRequest = drawRequest;
        this.text = text;
    }

    /** A move; with {@code drawRequest}, a claim on the position it produces if correct, else an offer. */
    public static Intent move(Move move, boolean drawRequest) {
        return new Intent(Kind.MOVE, requireNonNull(move, "move"), drawRequest, "");
    }

    /** A draw request without a move. */
    public static Intent drawRequest() {
        return DRAW_REQUEST;
    }

    /** Resignation. */
    public static Intent resign() {
        return RESIGN;
    }

    /** A take-back. */
    public static Intent undo() {
        return UNDO;
    }

    /** Text for the player. */
    public static Intent say(String text) {
        return new Intent(Kind.SAY, null, false, requireNonNull(text, "text"));
    }

    /** Input refused, with the reason. */
    public static Intent invalid(String reason) {
        return new Intent(Kind.INVALID, null, false, requireNonNull(reason, "reason"));
    }

    /** Nothing. */
    public static Intent nothing() {
        return NOTHING;
    }

    /** The kind. */
    public Kind kind() {
        return kind;
    }

    /** The move of a {@link Kind#MOVE}. */
    public Optional<Move> move() {
        return Optional.ofNullable(move);
    }

    /** Whether a {@link Kind#MOVE} carries a draw request. */
    public boolean hasDrawRequest() {
        return drawRequest;
    }

    /** The text of a {@link Kind#SAY} or the reason of an {@link Kind#INVALID}; empty otherwise. */
    public String text() {
        return text;
    }

    @Override
    public String toString() {
        return kind + (move == null ? "" : " " + move + (drawRequest ? "=" : "")) + (text.isEmpty() ? "" : " " + text);
    }
}
