package org.chesseus.tools.match;

import static java.util.Objects.requireNonNull;

import java.util.List;
import org.chesseus.api.Move;
import org.chesseus.api.Position;

/**
 * Where the games of a pair start: a position, and the book moves played from it before the
 * engines take over (they are recorded, and take no time on the clock).
 *
 * @param start the position the record starts from
 * @param moves the book moves from it, legal in turn
 * @param source where it came from, for messages ({@code openings.epd line 3})
 */
public record Opening(Position start, List<Move> moves, String source) {
    /** The standard start position without book moves. */
    public static final Opening STANDARD = new Opening(Position.start(), List.of(), "the standard start position");

    /** Requires every part. */
    public Opening {
        requireNonNull(start, "start");
        moves = List.copyOf(moves);
        requireNonNull(source, "source");
    }
}
