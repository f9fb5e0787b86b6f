package org.chesseus.api;

/**
 * Input that Chesseus refuses: a FEN, a move, a profile. The message is written for people: it
 * names what was wrong and where ({@code FEN field 3 (castling): 'K' needs a white rook on h1}),
 * and front ends print it as it is, never with a stack trace.
 */
public class RejectedInputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** An exception with a message for people. */
    public RejectedInputException(String message) {
        super(message);
    }
}
