package org.chesseus.tools.setup;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.clock.Delay;
import org.chesseus.api.clock.Period;
import org.chesseus.api.clock.TimeControl;
import org.chesseus.api.pgn.PgnTimeControl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * cutechess-cli's {@code tc} grammar, case by case as its documentation gives it ({@code
 * [moves/]time[+increment]}, seconds, {@code min:sec}, {@code inf}), and {@code tc} among the
 * clock choices: exclusive with {@code time}, under a delay, with odds.
 */
class CutechessTimeControlTest {
    private static List<Period> periods(String text) {
        return CutechessTimeControl.parse("--tc", text).orElseThrow().periods();
    }

    @Test
    void timeAndIncrementAreSecondsSoTenPlusZeroPointOneIsTenSeconds() {
        assertEquals(List.of(new Period(0, Duration.ofSeconds(10), Duration.ofMillis(100))), periods("10+0.1"));
    }

    @Test
    void fortyMovesInSixtySecondsRepeatsWithItsIncrement() {
        TimeControl control = CutechessTimeControl.parse("--tc", "40/60+0.6").orElseThrow();
        assertAll(
                () -> assertEquals(List.of(new Period(40, Duration.ofSeconds(60), Duration.ofMillis(600))), control.periods()),
                () -> assertTrue(control.repeats()),
                () -> assertEquals("40/60+0.6", PgnTimeControl.write(control)),
                () -> assertEquals(Optional.of(control), PgnTimeControl.read("40/60+0.6"), "the PGN tag reads back"));
    }

    @Test
    void fortyMovesInSixtySecondsWithoutIncrement() {
        assertEquals(List.of(new Period(40, Duration.ofSeconds(60), Duration.ZERO)), periods("40/60"));
    }

    @Test
    void timeMayBeWrittenMinutesColonSeconds() {
        assertAll(
                () -> assertEquals(List.of(new Period(0, Duration.ofSeconds(150), Duration.ofSeconds(1))), periods("2:30+1")),
                () -> assertEquals(List.of(new Period(40, Duration.ofSeconds(90), Duration.ZERO)), periods("40/1:30")));
    }

    @Test
    void infIsNoClock() {
        assertEquals(Optional.empty(), CutechessTimeControl.parse("--tc", "inf"));
    }

    @ParameterizedTest(name = "''{0}'' is refused: {1}")
    @CsvSource(delimiter = ';', value = {
        "'';expected [MOVES/]TIME[+INC]",
        "abc;time 'abc' is not seconds",
        "10+x;increment 'x' is not seconds",
        "0+1;the time must be more than zero",
        "0/60;moves '0' is not a number of moves",
        "x/60;moves 'x' is not a number of moves",
        "/60;moves '' is not a number of moves",
        "40/;time '' is not seconds",
        "10+0.1+1;increment '0.1+1' is not seconds",
        "2:75;time '2:75' is not seconds",
        "-5;time '-5' is not seconds",
        "100000;longer than a day"})
    void badControlsAreRefusedInOneLineNamingTcAndThePart(String text, String fragment) {
        RejectedInputException refused = assertThrows(RejectedInputException.class, () -> CutechessTimeControl.parse("--tc", text));
        assertAll(
                () -> assertTrue(refused.getMessage().startsWith("--tc " + text.strip()), refused.getMessage()),
                () -> assertTrue(refused.getMessage().contains(fragment), refused.getMessage()),
                () -> assertFalse(refused.getMessage().contains("\n"), refused.getMessage()));
    }

    private static ClockChoices choices(Map<String, String> given) {
        return ClockChoices.read(key -> Optional.ofNullable(given.get(key)), Spelling.OPTION);
    }

    @Test
    void tcAndTimeTogetherAreRefused() {
        RejectedInputException refused = assertThrows(RejectedInputException.class,
                () -> choices(Map.of("tc", "10+0.1", "time", "5+3")));
        assertTrue(refused.getMessage().startsWith("--time and --tc: choose one time control"), refused.getMessage());
    }

    @Test
    void aDelayGoesOnAnIncrementFreeTc() {
        TimeControl control = choices(Map.of("tc", "10", "delay", "2")).control().orElseThrow();
        assertAll(
                () -> assertEquals(Delay.SIMPLE, control.delay()),
                () -> assertEquals(Duration.ofSeconds(2), control.delayTime()),
                () -> assertEquals(Duration.ofSeconds(10), control.periods().get(0).base()));
        RejectedInputException refused = assertThrows(RejectedInputException.class,
                () -> choices(Map.of("tc", "10+0.1", "bronstein", "2")));
        assertTrue(refused.getMessage().contains("--tc 10, not --tc 10+0.1"), refused.getMessage());
    }

    @Test
    void oddsBesideTcCarryTheirUnitSinceABareNumberIsMinutes() {
        RejectedInputException refused = assertThrows(RejectedInputException.class,
                () -> choices(Map.of("tc", "10+0.1", "white-time", "5")));
        assertTrue(refused.getMessage().startsWith("--white-time 5: a bare number is minutes"), refused.getMessage());
    }
}
