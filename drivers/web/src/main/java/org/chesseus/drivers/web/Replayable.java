package org.chesseus.drivers.web;

import static java.util.Objects.requireNonNull;

import java.util.List;
import org.chesseus.api.Position;

/**
 * A game as the compare panel replays it under other books: its start and its moves in UCI, at a
 * version of the game.
 *
 * @param version the game's version when it was taken
 * @param start the start position of the record
 * @param chess960 whether moves and castling are Chess960's
 * @param moves the moves in UCI
 * @param profile the profile the game is played under
 */
record Replayable(long version, Position start, boolean chess960, List<String> moves, String profile) {
    /** Requires every part and copies the moves. */
    Replayable {
        requireNonNull(start, "start");
        moves = List.copyOf(moves);
        requireNonNull(profile, "profile");
    }
}
