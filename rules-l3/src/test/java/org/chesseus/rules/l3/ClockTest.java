package org.chesseus.rules.l3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.time.Duration;
import org.chesseus.api.Color;
import org.chesseus.api.clock.Delay;
import org.chesseus.api.clock.IncrementTiming;
import org.chesseus.api.clock.TimeClass;
import org.chesseus.api.clock.TimeControl;
import org.chesseus.api.clock.TimeControlParser;
import org.chesseus.api.game.ClockReading;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.GameOptions;
import org.chesseus.api.game.Outcome;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.game.Ruling;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * FIDE 6 and Appendices A and B: the clock of a game — delays at the flag, Fischer increments at
 * the start of the move or after it, periods with carry-over, the time-control class by base + 60
 * × increment (RULES-NOTES §6).
 */
class ClockTest {
    private final FakeTime time = new FakeTime();

    private Game clocked(TimeControl control, Duration white, Duration black) {
        return Games.game("fide", Games.START, GameOptions.builder().clock(control, time).odds(white, black).build());
    }

    @Test
    void clockWithSimpleDelayLetsAFourSecondMoveWithTwoSecondsLeftSurvive() {
        TimeControl control = TimeControlParser.parse("1").withDelay(Delay.SIMPLE, Duration.ofSeconds(5));
        Game game = clocked(control, Duration.ofSeconds(2), Duration.ofMinutes(1));
        time.elapse(4);
        Ruling ruling = Games.play(game, "e2e4");
        assertFalse(ruling.isOver());
        assertEquals(Duration.ofSeconds(2), ruling.clocks().orElseThrow().remaining(Color.WHITE));
    }

    @Test
    void clockWithBronsteinDelayFlagsAFourSecondMoveWithTwoSecondsLeft() {
        TimeControl control = TimeControlParser.parse("1").withDelay(Delay.BRONSTEIN, Duration.ofSeconds(5));
        Game game = clocked(control, Duration.ofSeconds(2), Duration.ofMinutes(1));
        time.elapse(4);
        Outcome outcome = Games.play(game, "e2e4").outcome().orElseThrow();
        assertEquals(ResultCode.BLACK_WINS_ON_TIME, outcome.code());
        assertEquals(0, outcome.ply());
    }

    @Test
    void clockWithBronsteinDelayGivesBackTheTimeUsedUpToTheDelay() {
        TimeControl control = TimeControlParser.parse("1").withDelay(Delay.BRONSTEIN, Duration.ofSeconds(5));
        Game game = clocked(control, Duration.ofSeconds(10), Duration.ofMinutes(1));
        time.elapse(4);
        assertEquals(Duration.ofSeconds(10), Games.play(game, "e2e4").clocks().orElseThrow().remaining(Color.WHITE));
    }

    @Test
    void clockAddsTheFideIncrementAtTheStartOfTheMove() {
        Game game = Games.game("fide", Games.START, GameOptions.builder().clock(TimeControlParser.parse("3+2"), time).build());
        ClockReading reading = game.ruling().clocks().orElseThrow();
        assertEquals(Duration.ofSeconds(182), reading.remaining(Color.WHITE), "3+2 starts at 3:02");
        assertEquals(Color.WHITE, reading.running().orElseThrow());
        time.elapse(5);
        Ruling ruling = Games.play(game, "e2e4");
        assertEquals(Duration.ofSeconds(177), ruling.clocks().orElseThrow().remaining(Color.WHITE));
        assertEquals(Duration.ofSeconds(182), ruling.clocks().orElseThrow().remaining(Color.BLACK));
    }

    @Test
    void clockAddsTheOnlineIncrementAfterTheMove() {
        TimeControl online = TimeControlParser.parse("3+2").withIncrementTiming(IncrementTiming.AFTER_MOVE);
        Game game = Games.game("fide", Games.START, GameOptions.builder().clock(online, time).build());
        assertEquals(Duration.ofSeconds(180), game.ruling().clocks().orElseThrow().remaining(Color.WHITE));
        time.elapse(5);
        assertEquals(Duration.ofSeconds(177), Games.play(game, "e2e4").clocks().orElseThrow().remaining(Color.WHITE));
    }

    @Test
    void clockAddsTheNextPeriodWhenItsMoveCountIsReachedAndCarriesTheSavedTimeOver() {
        Game game = Games.game("fide", Games.START,
                GameOptions.builder().clock(TimeControlParser.parse("2/1,1"), time).build());
        time.elapse(10);
        Games.play(game, "g1f3");
        Games.play(game, "g8f6");
        time.elapse(20);
        Ruling ruling = Games.play(game, "f3g1");
        assertEquals(Duration.ofSeconds(30 + 60), ruling.clocks().orElseThrow().remaining(Color.WHITE),
                "30 s saved from the first period, then 1 minute added");
    }

    @ParameterizedTest(name = "{0} is {1}")
    @CsvSource({"10+0, BLITZ", "5+3, BLITZ", "10+5, RAPID", "45+15, STANDARD", "2+1, BLITZ"})
    void clockClassIsReadFromBasePlusSixtyTimesTheIncrement(String control, TimeClass expected) {
        Game game = Games.game("fide", Games.START,
                GameOptions.builder().clock(TimeControlParser.parse(control), time).build());
        assertEquals(expected, game.ruling().clocks().orElseThrow().timeClass());
    }
}
