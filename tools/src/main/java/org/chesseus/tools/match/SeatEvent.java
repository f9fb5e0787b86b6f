package org.chesseus.tools.match;

import static java.util.Objects.requireNonNull;

/**
 * What an engine of a table did, handed from its reader thread to the thread playing the game.
 *
 * @param seat the engine's seat
 * @param move whether it is a {@code bestmove} (else a failure)
 * @param search the search a move answers
 * @param text the move as sent, or what went wrong
 */
record SeatEvent(Seat seat, boolean move, long search, String text) {
    /** Requires every part. */
    SeatEvent {
        requireNonNull(seat, "seat");
        requireNonNull(text, "text");
    }
}
