package org.chesseus.api.game;

import java.time.Duration;
import java.util.function.LongSupplier;
import org.chesseus.api.clock.ChessClock;
import org.chesseus.api.clock.TimeControl;
import org.chesseus.api.rules.Rule;
import org.chesseus.api.rules.RuleKind;

/**
 * The chess clock a book plays with (FIDE 6): the time control's periods with carry-over (6.3.2),
 * Fischer increments at the start of the move or after it, simple or Bronstein delay. A game
 * attaches a clock only under a book holding this rule; an overlay replaces it to read a control
 * its own way (US Chess delay clocks).
 */
@RuleKind("clock")
public interface ClockRule extends Rule {

    /** The id of the rule in the core layer; an overlay replaces it by this id. */
    String ID = "clock";

    /**
     * The clock for a game under {@code control}, reading {@code nanos} (monotonic), the players
     * starting with {@code white} and {@code black}.
     */
    ChessClock clock(TimeControl control, LongSupplier nanos, Duration white, Duration black);
}
