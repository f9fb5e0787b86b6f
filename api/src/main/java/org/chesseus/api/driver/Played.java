package org.chesseus.api.driver;

import static java.util.Objects.requireNonNull;

import org.chesseus.api.Color;
import org.chesseus.api.Move;
import org.chesseus.api.Position;

/**
 * A move the game accepted, as a driver shows it.
 *
 * @param by the side that moved
 * @param before the position the move was played in
 * @param move the move
 * @param san the move in SAN, with {@code +} or {@code #}
 * @param drawRequest whether the move carried a draw request (a claim or an offer, FIDE 9.1.2.1,
 *     9.2.1, 9.3.1)
 */
public record Played(Color by, Position before, Move move, String san, boolean drawRequest) {
    /** Requires every part. */
    public Played {
        requireNonNull(by, "by");
        requireNonNull(before, "before");
        requireNonNull(move, "move");
        requireNonNull(san, "san");
    }
}
