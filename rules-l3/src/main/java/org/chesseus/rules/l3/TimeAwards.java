package org.chesseus.rules.l3;

import java.time.Duration;
import org.chesseus.api.clock.TimeClass;

/**
 * The time an arbiter gives the opponent for an illegal move (7.5.5) or an incorrect claim
 * (9.5.3): two minutes in standard play, one in rapid and blitz (Appendices A and B).
 */
final class TimeAwards {
    private TimeAwards() {
    }

    /** The award in a game of this class. */
    static Duration award(TimeClass timeClass) {
        return timeClass == TimeClass.STANDARD ? Duration.ofMinutes(2) : Duration.ofMinutes(1);
    }
}
