package org.chesseus.tools.compare;

import static java.util.Objects.requireNonNull;

import java.util.List;

/**
 * What is compared: a start position (read by each book's own legality, so a book that refuses it
 * says so in its row), the moves played from it in SAN or UCI, and the event that follows them.
 *
 * @param title how the scenario is named in the output (a FEN, a PGN game)
 * @param start the start position, read by a book's legality
 * @param chess960 whether moves and castling are read and written as in Chess960 under every book (a book
 *     with the {@code chess960} overlay always reads them so)
 * @param moves the moves, SAN or UCI, in order
 * @param then what happens after the moves
 */
public record Scenario(String title, StartPosition start, boolean chess960, List<String> moves,
        FinalEvent then) {

    /** Requires every part and copies the moves. */
    public Scenario {
        requireNonNull(title, "title");
        requireNonNull(start, "start");
        moves = List.copyOf(moves);
        requireNonNull(then, "then");
    }
}
