package org.chesseus.api.rules;

import org.chesseus.api.RejectedInputException;

/**
 * A profile that cannot be composed: an unknown layer or rule id, a requirement that was not
 * found, conflicting overlays. The message names the offender and the choices that exist.
 */
public final class ProfileException extends RejectedInputException {
    private static final long serialVersionUID = 1L;

    /** A refusal with its reason. */
    public ProfileException(String message) {
        super(message);
    }
}
