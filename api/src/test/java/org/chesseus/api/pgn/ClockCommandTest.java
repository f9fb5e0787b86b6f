package org.chesseus.api.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * The {@code [%clk]} reader against a regular expression written from the command's grammar (the
 * oracle): on comments made of the command's own characters, and on the forms archives write,
 * both find the same time or none.
 */
class ClockCommandTest {
    private static final Pattern ORACLE = Pattern.compile(
            "\\[%clk\\s+([0-9]+):([0-9]{1,2}):([0-9]{1,2}(?:\\.[0-9]+)?)\\s*]");

    @Property(tries = 5000)
    void readsAsTheGrammarSays(@ForAll("comments") String comment) {
        assertEquals(oracle(comment), ClockCommand.find(comment), () -> "'" + comment + "'");
    }

    @Test
    void readsTheFormsArchivesWrite() {
        for (String comment : List.of("[%clk 0:05:00]", "[%eval 0.17] [%clk 0:04:59]", "[%clk 1:02:03.5]",
                "[%clk  0:00:07.25 ]", "[%clk\t12:1:2]", "[%clk 0:005:00]", "[%clk 0:05:000]", "[%clk 0:05:00.]",
                "[%clk0:05:00]", "[%clk 0:05] [%clk 0:04:30]", "text [%clk 9:59:59.999]", "[%clk 0:05:00")) {
            assertEquals(oracle(comment), ClockCommand.find(comment), comment);
        }
        assertEquals(Optional.of(Duration.ofMillis(7250)), ClockCommand.find("[%clk  0:00:07.25 ]"));
    }

    @Provide
    Arbitrary<String> comments() {
        Arbitrary<String> pieces = Arbitraries.of("[%clk", "[%clk ", " ", "\t", "0", "1", "5", "59", "123", ":", ".",
                "]", "[", "%", "clk", "x");
        return pieces.list().ofMaxSize(12).map(list -> String.join("", list));
    }

    private static Optional<Duration> oracle(String comment) {
        Matcher m = ORACLE.matcher(comment);
        if (!m.find()) {
            return Optional.empty();
        }
        double seconds = Double.parseDouble(m.group(3));
        return Optional.of(Duration.ofHours(Long.parseLong(m.group(1))).plusMinutes(Long.parseLong(m.group(2)))
                .plusNanos(Math.round(seconds * 1e9)));
    }
}
