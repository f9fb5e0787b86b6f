package org.chesseus.api;

import static java.util.Objects.requireNonNull;

import java.util.Optional;

/**
 * A FEN record that cannot be read, or describes an impossible position. The message starts with
 * the field at fault: {@code FEN field 3 (castling): 'K' needs a white rook on h1}.
 */
public final class FenException extends RejectedInputException {
    private static final long serialVersionUID = 1L;

    private final transient FenField field;

    /** A problem in one field. */
    public FenException(FenField field, String problem) {
        super(requireNonNull(field, "field").label() + ": " + problem);
        this.field = field;
    }

    /** A problem with the record as a whole (such as the number of fields). */
    public FenException(String problem) {
        super("FEN: " + problem);
        this.field = null;
    }

    /** The field at fault, when the problem lies in one field. */
    public Optional<FenField> field() {
        return Optional.ofNullable(field);
    }
}
