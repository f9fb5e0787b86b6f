package org.chesseus.tools.match;

import static java.util.Objects.requireNonNull;

import java.util.Optional;
import java.util.function.LongSupplier;
import org.chesseus.api.clock.TimeControl;
import org.chesseus.api.game.GameOptions;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.tools.setup.ClockChoices;

/**
 * How every game of a match is played: the rule book that judges it, the clock ({@code --time} or
 * {@code --tc}, with {@code --delay} / {@code --bronstein} and odds) or a node budget a move
 * ({@code --nodes}), Chess960, score adjudication, and the time source.
 *
 * @param book the rule book
 * @param rules the profile as given ({@code fide}), for the record
 * @param clock the clock choices; no time control for fixed-node games
 * @param nodes the nodes a move with {@code --nodes}, else 0
 * @param chess960 whether the games are Chess960
 * @param adjudication score-based adjudication ({@link ScoreAdjudication#OFF} by default)
 * @param time monotonic nanoseconds
 */
record MatchSetup(RuleBook book, String rules, ClockChoices clock, long nodes, boolean chess960,
        ScoreAdjudication adjudication, LongSupplier time) {
    /** Requires every part, and a clock or a node budget. */
    MatchSetup {
        requireNonNull(book, "book");
        requireNonNull(rules, "rules");
        requireNonNull(clock, "clock");
        requireNonNull(adjudication, "adjudication");
        requireNonNull(time, "time");
        if (clock.control().isEmpty() == (nodes <= 0)) {
            throw new IllegalArgumentException("a match has a clock or a node budget a move, not both or neither");
        }
    }

    /** The time control with its delay; empty for fixed-node games. */
    Optional<TimeControl> control() {
        return clock.control();
    }

    /** The options of a game whose clock reads {@code nanos}, with the odds. */
    GameOptions options(LongSupplier nanos) {
        return clock.applyTo(GameOptions.builder(), nanos).build();
    }
}
