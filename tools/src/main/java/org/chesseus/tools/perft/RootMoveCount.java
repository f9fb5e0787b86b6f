package org.chesseus.tools.perft;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * One line of perft divide: a legal move of the root position in UCI notation (in Chess960 mode
 * castling is the king taking its own rook) and the leaf count below it. JSON: {@code {"move","nodes"}}.
 *
 * @param move the root move in UCI notation
 * @param nodes the leaves below it
 */
@JsonPropertyOrder({"move", "nodes"})
public record RootMoveCount(String move, long nodes) {
    /** Requires the move. */
    public RootMoveCount {
        requireNonNull(move, "move");
    }
}
