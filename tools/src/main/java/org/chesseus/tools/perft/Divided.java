package org.chesseus.tools.perft;

import static java.util.Objects.requireNonNull;

import java.util.List;

/**
 * Perft split by root move: each move with its count, in UCI order, and the total.
 *
 * @param moves every legal root move with its count
 * @param total the measured total
 */
public record Divided(List<RootMoveCount> moves, PerftResult total) {
    /** Copies the moves. */
    public Divided {
        moves = List.copyOf(moves);
        requireNonNull(total, "total");
    }
}
