package org.chesseus.api;

/**
 * A move that cannot be played in the position at hand, or text that is not a move at all. The
 * message starts with the move as written and says why: {@code e1g1: castling through an attacked
 * square f1}.
 */
public final class IllegalMoveException extends RejectedInputException {
    private static final long serialVersionUID = 1L;

    /** A refusal with its reason. */
    public IllegalMoveException(String move, String reason) {
        super(move + ": " + reason);
    }
}
