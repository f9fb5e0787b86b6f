package org.chesseus.tools.match;

import static java.util.Objects.requireNonNull;

import java.util.Optional;
import org.chesseus.api.game.Outcome;
import org.chesseus.api.game.Score;
import org.chesseus.api.pgn.Termination;

/**
 * One finished game of a match.
 *
 * @param number the game's number, from 1
 * @param white the name of the engine that played White
 * @param black the name of the engine that played Black
 * @param firstWhite whether the first engine ({@code --white}) played White
 * @param outcome how the book ended it; empty when it could not be ended by the book (abandoned)
 * @param termination the PGN termination
 * @param reason the end in words ({@code BT (FIDE 6.9): …})
 * @param pgn the game in PGN export form
 */
record GameReport(int number, String white, String black, boolean firstWhite, Optional<Outcome> outcome,
        Termination termination, String reason, String pgn) {
    /** Requires every part. */
    GameReport {
        requireNonNull(white, "white");
        requireNonNull(black, "black");
        requireNonNull(outcome, "outcome");
        requireNonNull(termination, "termination");
        requireNonNull(reason, "reason");
        requireNonNull(pgn, "pgn");
    }

    /** The PGN result token: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, or {@code *}. */
    String result() {
        return outcome.map(o -> o.score().pgn()).orElse("*");
    }

    /** The first engine's half points (0, 1 or 2); empty for an abandoned or aborted game. */
    Optional<Integer> firstHalfPoints() {
        return outcome.filter(o -> o.score() != Score.NO_RESULT).map(o -> {
            switch (o.score()) {
                case DRAW:
                    return 1;
                case WHITE_WINS:
                    return firstWhite ? 2 : 0;
                default:
                    return firstWhite ? 0 : 2;
            }
        });
    }
}
