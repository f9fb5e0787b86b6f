package org.chesseus.api.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.chesseus.api.Color;
import org.junit.jupiter.api.Test;

/**
 * The chess clock on a fake time source, against the scenarios of the books (FIDE 6, RULES-NOTES
 * §6): Fischer increment at the start or after the move, simple and Bronstein delay at the flag,
 * periods with carry-over, the flag on the exact time.
 */
class ChessClockTest {
    private final AtomicLong now = new AtomicLong();

    private void elapse(double seconds) {
        now.addAndGet(Math.round(seconds * 1e9));
    }

    private static long seconds(double s) {
        return Math.round(s * 1e9);
    }

    @Test
    void fideIncrementIsAddedAtTheStartSoThreePlusTwoStartsAtThreeOhTwo() {
        ChessClock clock = new ChessClock(TimeControlParser.parse("3+2"), now::get);
        clock.start(Color.WHITE);
        assertEquals(seconds(182), clock.remainingNanos(Color.WHITE));
    }

    @Test
    void onlineIncrementIsAddedAfterTheMove() {
        ChessClock clock = new ChessClock(TimeControlParser.parse("3+2").withIncrementTiming(IncrementTiming.AFTER_MOVE), now::get);
        clock.start(Color.WHITE);
        assertEquals(seconds(180), clock.remainingNanos(Color.WHITE));
        elapse(5);
        clock.press();
        assertEquals(seconds(177), clock.remainingNanos(Color.WHITE));
    }

    @Test
    void withTwoSecondsLeftAFourSecondMoveUnderAFiveSecondSimpleDelaySurvives() {
        ChessClock clock = new ChessClock(TimeControlParser.parse("2s").withDelay(Delay.SIMPLE, Duration.ofSeconds(5)), now::get);
        clock.start(Color.WHITE);
        elapse(4);
        assertFalse(clock.flagFallen(Color.WHITE));
        clock.press();
        assertEquals(seconds(2), clock.remainingNanos(Color.WHITE));
    }

    @Test
    void withTwoSecondsLeftAFourSecondMoveUnderAFiveSecondBronsteinDelayFlags() {
        ChessClock clock = new ChessClock(TimeControlParser.parse("2s").withDelay(Delay.BRONSTEIN, Duration.ofSeconds(5)), now::get);
        clock.start(Color.WHITE);
        elapse(4);
        assertTrue(clock.flagFallen(Color.WHITE));
    }

    @Test
    void bronsteinGivesBackTheTimeUsedUpToTheDelayAfterTheMove() {
        ChessClock clock = new ChessClock(TimeControlParser.parse("1").withDelay(Delay.BRONSTEIN, Duration.ofSeconds(5)), now::get);
        clock.start(Color.WHITE);
        elapse(3);
        assertEquals(seconds(57), clock.remainingNanos(Color.WHITE));
        clock.press();
        assertEquals(seconds(60), clock.remainingNanos(Color.WHITE));
    }

    @Test
    void flagFallsOnTheExactTimeNotOnARoundedDisplay() {
        ChessClock clock = new ChessClock(TimeControlParser.parse("10s"), now::get);
        clock.start(Color.WHITE);
        now.addAndGet(seconds(10) - 1);
        assertFalse(clock.flagFallen(Color.WHITE), "one nanosecond is left");
        now.addAndGet(1);
        assertTrue(clock.flagFallen(Color.WHITE));
    }

    @Test
    void reachingTheMoveCountAddsTheNextPeriodAndSavedTimeCarriesOver() {
        ChessClock clock = new ChessClock(TimeControlParser.parse("2/10+0,5"), now::get);
        clock.start(Color.WHITE);
        elapse(60);
        clock.press();
        clock.press();
        elapse(120);
        clock.press();
        assertEquals(seconds(600 - 180 + 300), clock.remainingNanos(Color.WHITE), "7 saved minutes plus the 5 of period 2");
        assertEquals(2, clock.movesMade(Color.WHITE));
    }

    @Test
    void anArbitersAwardAddsToTheClock() {
        ChessClock clock = new ChessClock(TimeControlParser.parse("5"), now::get);
        clock.addTime(Color.BLACK, Duration.ofMinutes(2));
        assertEquals(seconds(420), clock.remainingNanos(Color.BLACK));
    }

    @Test
    void oddsGiveEachPlayerHisOwnTime() {
        ChessClock clock = new ChessClock(TimeControlParser.parse("5"), now::get, Duration.ofMinutes(5), Duration.ofMinutes(4));
        assertEquals(seconds(240), clock.remainingNanos(Color.BLACK));
    }

    @Test
    void aRepeatingLastPeriodAddsItsTimeAgainEveryFortyMoves() {
        TimeControl fortyInSixty = new TimeControl(java.util.List.of(new Period(40, Duration.ofSeconds(60), Duration.ZERO)),
                Delay.NONE, Duration.ZERO, IncrementTiming.AT_START);
        ChessClock clock = new ChessClock(fortyInSixty, now::get);
        clock.start(Color.WHITE);
        for (int move = 1; move <= 80; move++) {
            elapse(1);
            clock.press();
            clock.press();
            if (move == 39) {
                assertEquals(seconds(21), clock.remainingNanos(Color.WHITE), "before the 40th move: 60 - 39");
            }
            if (move == 40) {
                assertEquals(seconds(80), clock.remainingNanos(Color.WHITE), "60 - 40 + 60");
            }
        }
        assertEquals(seconds(100), clock.remainingNanos(Color.WHITE), "60 - 80 + 2 × 60");
        assertEquals(seconds(180), clock.remainingNanos(Color.BLACK), "Black took no time: 3 × 60");
    }
}
