package org.chesseus.api.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.chesseus.api.RejectedInputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The shared time-control form (ARCHITECTURE.md) and the classes of FIDE's Appendices A and B. */
class TimeControlParserTest {

    @Test
    void baseIsInMinutesAndIncrementInSecondsUnlessSuffixed() {
        assertEquals(List.of(new Period(0, Duration.ofMinutes(5), Duration.ofSeconds(3))), TimeControlParser.parse("5+3").periods());
        assertEquals(List.of(new Period(0, Duration.ofSeconds(10), Duration.ofMillis(100))), TimeControlParser.parse("10s+0.1").periods());
        assertEquals(List.of(new Period(0, Duration.ofMinutes(90), Duration.ZERO)), TimeControlParser.parse("90").periods());
    }

    @Test
    void periodsAreJoinedByCommasWithTheirMoveCounts() {
        assertEquals(List.of(new Period(40, Duration.ofMinutes(90), Duration.ofSeconds(30)),
                new Period(0, Duration.ofMinutes(30), Duration.ofSeconds(30))), TimeControlParser.parse("40/90+30,30+30").periods());
    }

    @ParameterizedTest(name = "{0} is {1}")
    @CsvSource({"10+0,BLITZ", "5+3,BLITZ", "10+5,RAPID", "45+15,STANDARD", "2+1,BLITZ", "60,STANDARD", "15+10,RAPID"})
    void timeClassCountsBasePlusSixtyIncrements(String control, TimeClass expected) {
        assertEquals(expected, TimeControlParser.parse(control).timeClass());
    }

    @ParameterizedTest(name = "''{0}'' is refused: {1}")
    @CsvSource(delimiter = ';', value = {
        "'';empty",
        "5+x;increment 'x' is not a time",
        "abc;base 'abc' is not a time",
        "40/90+30;the last period lasts the rest of the game",
        "90+30,30;every period but the last needs its move count",
        "0+3;the base time must be more than zero",
        "5+3+2;increment '3+2' is not a time",
        "2000h;longer than a day"})
    void malformedControlsAreRefusedNamingThePart(String text, String fragment) {
        RejectedInputException refused = assertThrows(RejectedInputException.class, () -> TimeControlParser.parse(text));
        assertTrue(refused.getMessage().contains(fragment), refused.getMessage());
    }
}
