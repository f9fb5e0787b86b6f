package org.chesseus.tools.match;

import static java.util.Objects.requireNonNull;

import java.util.Optional;
import java.util.function.LongSupplier;
import org.chesseus.api.clock.TimeControl;
import org.chesseus.api.game.GameOptions;
import org.chesseus.api.rules.RuleBook;

/**
 * How every game of a match is played: the rule book that judges it, the clock ({@code --time})
 * or a node budget a move ({@code --nodes}), Chess960, score adjudication, and the time source.
 *
 * @param book the rule book
 * @param rules the profile as given ({@code fide}), for the record
 * @param control the time control; empty for fixed-node games
 * @param nodes the nodes a move with {@code --nodes}, else 0
 * @param chess960 whether the games are Chess960
 * @param adjudication score-based adjudication ({@link ScoreAdjudication#OFF} by default)
 * @param clock monotonic nanoseconds
 */
record MatchSetup(RuleBook book, String rules, Optional<TimeControl> control, long nodes, boolean chess960,
        ScoreAdjudication adjudication, LongSupplier clock) {
    /** Requires every part, and a clock or a node budget. */
    MatchSetup {
        requireNonNull(book, "book");
        requireNonNull(rules, "rules");
        requireNonNull(control, "control");
        requireNonNull(adjudication, "adjudication");
        requireNonNull(clock, "clock");
        if (control.isEmpty() == (nodes <= 0)) {
            throw new IllegalArgumentException("a match has a clock or a node budget a move, not both or neither");
        }
    }

    /** The options of a game whose clock reads {@code time}. */
    GameOptions options(LongSupplier time) {
        GameOptions.Builder builder = GameOptions.builder();
        control.ifPresent(c -> builder.clock(c, time));
        return builder.build();
    }
}
