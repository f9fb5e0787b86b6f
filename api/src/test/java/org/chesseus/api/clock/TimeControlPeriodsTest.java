package org.chesseus.api.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Where a side stands in a time control after so many moves, worked out by hand from the controls'
 * texts: FIDE's classical 40/90+30 then 30+30, a repeating 40/60+0.6, and 5 minutes with a delay.
 */
class TimeControlPeriodsTest {
    private static final Period FORTY = new Period(40, Duration.ofMinutes(90), Duration.ofSeconds(30));
    private static final Period REST = new Period(0, Duration.ofMinutes(30), Duration.ofSeconds(30));

    @Test
    void theClassicalControlCountsMovesToTheFortiethThenNone() {
        TimeControl classical = new TimeControl(List.of(FORTY, REST), Delay.NONE, Duration.ZERO, IncrementTiming.AT_START);
        assertEquals(40, classical.movesToGo(0));
        assertEquals(1, classical.movesToGo(39));
        assertEquals(0, classical.movesToGo(40), "the second period lasts the rest of the game");
        assertEquals(FORTY, classical.periodAfter(39));
        assertEquals(REST, classical.periodAfter(40));
        assertEquals(Duration.ofSeconds(30), classical.engineIncrement(45));
    }

    @Test
    void aRepeatingPeriodStartsItsCountAgainEveryFortyMoves() {
        Period repeating = new Period(40, Duration.ofSeconds(60), Duration.ofMillis(600));
        TimeControl control = new TimeControl(List.of(repeating), Delay.NONE, Duration.ZERO, IncrementTiming.AT_START);
        assertEquals(40, control.movesToGo(0));
        assertEquals(40, control.movesToGo(40));
        assertEquals(7, control.movesToGo(73));
        assertEquals(repeating, control.periodAfter(100));
        assertEquals(Duration.ofMillis(600), control.engineIncrement(100));
    }

    @Test
    void underADelayTheEngineIsToldTheDelayAsItsIncrement() {
        TimeControl delayed = TimeControl.of(Duration.ofMinutes(5), Duration.ZERO).withDelay(Delay.SIMPLE, Duration.ofSeconds(2));
        assertEquals(Duration.ofSeconds(2), delayed.engineIncrement(10));
        assertEquals(0, delayed.movesToGo(10));
    }
}
