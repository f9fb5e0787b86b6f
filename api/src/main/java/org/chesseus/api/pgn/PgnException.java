package org.chesseus.api.pgn;

import org.chesseus.api.RejectedInputException;

/**
 * A PGN text that cannot be read. The message names the line and the token: {@code PGN line 12:
 * ')' closes no variation}.
 */
public final class PgnException extends RejectedInputException {
    private static final long serialVersionUID = 1L;

    private final int line;

    /** A problem at a line of the text. */
    public PgnException(int line, String problem) {
        super("PGN line " + line + ": " + problem);
        this.line = line;
    }

    /** The line of the text at fault, from 1. */
    public int line() {
        return line;
    }
}
