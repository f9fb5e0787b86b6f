package org.chesseus.api.kit;

import java.time.Duration;
import org.chesseus.api.clock.TimeControl;

/**
 * How a book reads a time control before the clock it amends runs it: US Chess plays a control
 * without increment or delay with a five-second delay (5E2), Armageddon refuses a clock that gives
 * White no more time than Black. For {@link RuleKit#amendedClock}.
 */
@FunctionalInterface
public interface ClockAmendment {

    /**
     * The control as the book plays it, the players starting with {@code white} and {@code black}.
     *
     * @throws org.chesseus.api.RejectedInputException when the book refuses the control or the times
     */
    TimeControl asPlayed(TimeControl announced, Duration white, Duration black);
}
