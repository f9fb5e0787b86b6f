package org.chesseus.tools.arbiter;

import org.chesseus.api.RejectedInputException;

/**
 * A peer of {@code bench arbiter} that this machine does not have (no Node.js, chess.js not
 * installable, the benchmarks module not built): the bench says why and goes on without it.
 */
public final class PeerAbsentException extends RejectedInputException {
    private static final long serialVersionUID = 1L;

    /** The peer {@code peer} is absent, for {@code reason}. */
    public PeerAbsentException(String peer, String reason) {
        super("--peer " + peer + ": " + reason);
    }
}
