package org.chesseus.api.pgn;

import java.util.OptionalInt;
import org.chesseus.api.RejectedInputException;

/**
 * A PGN text that cannot be read. The message names the line and the token: {@code PGN line 12:
 * ')' closes no variation}.
 */
public final class PgnException extends RejectedInputException {
    private static final long serialVersionUID = 1L;

    private final long line;
    private final int column;

    /** A problem at a line of the text (a tag's value, a set-up the tags give). */
    public PgnException(long line, String problem) {
        this(line, 0, problem);
    }

    /** A problem at a line and column of the text (the reader's: a token, a bracket); column 0 when unknown. */
    public PgnException(long line, int column, String problem) {
        super("PGN line " + line + ": " + problem);
        this.line = line;
        this.column = column;
    }

    /** The line of the text at fault, from 1. */
    public long line() {
        return line;
    }

    /** The column at fault on that line, from 1 (characters, tabs counting one), when the reader knows it. */
    public OptionalInt column() {
        return column > 0 ? OptionalInt.of(column) : OptionalInt.empty();
    }
}
