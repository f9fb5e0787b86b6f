package org.chesseus.api.pgn;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.chesseus.api.clock.Period;
import org.chesseus.api.clock.TimeClass;
import org.chesseus.api.clock.TimeControl;
import org.chesseus.api.game.ResultCode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** The tags the rules read: Termination (PGN standard 9.8.1), TimeControl (9.6.1), Variant, SetUp and FEN. */
class PgnTagsTest {

    private static PgnGame withTags(String tags) {
        return PgnReader.read(tags + "\n\n*\n").get(0);
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        "time forfeit|TIME_FORFEIT", "Time Forfeit|TIME_FORFEIT", "  TIME   forfeit |TIME_FORFEIT",
        "Normal|NORMAL", "abandoned|ABANDONED", "rules infraction|RULES_INFRACTION", "unterminated|UNTERMINATED",
        "adjudication|ADJUDICATION", "Anna won on time|TIME_FORFEIT", "Game abandoned|ABANDONED",
        "Bruno won by resignation|OTHER"})
    void terminationIsReadWithoutRegardToCase(String value, Termination expected) {
        assertEquals(expected, Termination.read(value));
    }

    @Test
    void terminationIsWrittenFromTheResultCode() {
        assertAll(
                () -> assertEquals("time forfeit", Termination.of(ResultCode.TIMEOUT_CANNOT_MATE).text()),
                () -> assertEquals("time forfeit", Termination.of(ResultCode.BLACK_WINS_ON_TIME).text()),
                () -> assertEquals("rules infraction", Termination.of(ResultCode.WHITE_WINS_BY_FORFEIT).text()),
                () -> assertEquals("normal", Termination.of(ResultCode.RESIGNATION_CANNOT_MATE).text()),
                () -> assertEquals("normal", Termination.of(ResultCode.WHITE_CHECKMATES).text()));
    }

    @Test
    void timeControlInSecondsWithIncrementAndPeriods() {
        TimeControl blitz = PgnTimeControl.read("300+3").orElseThrow();
        TimeControl classical = PgnTimeControl.read("40/5400+30:1800+30").orElseThrow();
        assertAll(
                () -> assertEquals(List.of(new Period(0, Duration.ofMinutes(5), Duration.ofSeconds(3))), blitz.periods()),
                () -> assertEquals(TimeClass.BLITZ, blitz.timeClass()),
                () -> assertEquals(List.of(new Period(40, Duration.ofMinutes(90), Duration.ofSeconds(30)),
                        new Period(0, Duration.ofMinutes(30), Duration.ofSeconds(30))), classical.periods()),
                () -> assertEquals(Duration.ofMillis(100), PgnTimeControl.read("10+0.1").orElseThrow().periods().get(0).increment()),
                () -> assertTrue(PgnTimeControl.read("?").isEmpty()),
                () -> assertTrue(PgnTimeControl.read("-").isEmpty()));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"300+3", "40/5400+30:1800+30", "10+0.1", "5400", "40/7200:3600", "40/7200", "40/60+0.6"})
    void timeControlIsWrittenAsItIsRead(String value) {
        // A last period with a move count (40/7200) repeats until the game ends, as cutechess writes it.
        assertEquals(value, PgnTimeControl.write(PgnTimeControl.read(value).orElseThrow()));
    }

    @Test
    void aTimeControlThatCannotBeReadNamesTheTagsLine() {
        PgnGame game = withTags("[Event \"x\"]\n[TimeControl \"*180\"]");
        PgnException refused = assertThrows(PgnException.class, game::timeControl);
        assertEquals("PGN line 2: tag 'TimeControl' \"*180\": '*180' is a sandglass, which Chesseus does not model",
                refused.getMessage());
        assertThrows(PgnException.class, () -> withTags("[TimeControl \"40/0\"]").timeControl());
        assertThrows(PgnException.class, () -> withTags("[TimeControl \"5 min\"]").timeControl());
    }

    @Test
    void variantIsStandardOrChess960() {
        assertAll(
                () -> assertFalse(withTags("[Event \"x\"]").isChess960()),
                () -> assertFalse(withTags("[Variant \"From Position\"]").isChess960()),
                () -> assertTrue(withTags("[Variant \"Chess960\"]").isChess960()),
                () -> assertTrue(withTags("[variant \"fischerandom\"]").isChess960()));
        PgnException refused = assertThrows(PgnException.class, () -> withTags("[Event \"x\"]\n[Variant \"Crazyhouse\"]").isChess960());
        assertEquals("PGN line 2: tag 'Variant' \"Crazyhouse\" is not a variant Chesseus plays (standard chess or Chess960)",
                refused.getMessage());
    }

    @Test
    void writerAddsSetUpBeforeAFenWithoutIt() {
        PgnGame game = new PgnGame(Map.of("FEN", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"), List.of(), "*", 1);
        String text = PgnWriter.write(game);
        assertTrue(text.contains("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/R3K3 w - - 0 1\"]\n"), text);
        assertEquals("1", PgnReader.read(text).get(0).tag("SetUp").orElseThrow());
    }
}
