package org.chesseus.rules.l3;

import java.time.Duration;
import java.util.Set;
import java.util.function.LongSupplier;
import org.chesseus.api.clock.ChessClock;
import org.chesseus.api.clock.TimeControl;
import org.chesseus.api.game.ClockRule;
import org.chesseus.api.game.FlagRule;

/**
 * FIDE 6: the chess clock as the time control sets it — periods whose saved time carries over
 * (6.3.2), Fischer increments added at the start of each move as FIDE clocks do or after it as
 * online platforms do, simple or Bronstein delay; the flag falls on the exact, unrounded time. The
 * time class (blitz, rapid, standard) is read from base + 60 × increment (Appendices A and B).
 */
final class FideClockRule implements ClockRule {

    @Override
    public String id() {
        return ID;
    }

    /** A clock without 6.9 would let a flag fall with no ruling. */
    @Override
    public Set<String> needs() {
        return Set.of(FlagRule.ID);
    }

    @Override
    public String article() {
        return "FIDE 6.1-6.3";
    }

    @Override
    public String summary() {
        return "The clock runs the time control's periods with carry-over, Fischer increments at the start of the move"
                + " (or after it), simple or Bronstein delay; the flag falls on the unrounded time.";
    }

    @Override
    public ChessClock clock(TimeControl control, LongSupplier nanos, Duration white, Duration black) {
        return new ChessClock(control, nanos, white, black);
    }
}
