package org.chesseus.drivers.uci;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A GUI (or a person typing) that sends control characters gets them back written out in the
 * {@code info string} that answers, never as raw bytes a terminal would act on.
 */
class ControlCharacterTest {

    @Test
    void controlCharactersInABadCommandAreWrittenOutInTheAnswer() {
        try (ServedEngine uci = new ServedEngine("fide")) {
            uci.send("\u0001\u001b[31mfoo bar", "position fen \u0007bad");
            List<String> answers = uci.out().lines().toList();
            assertAll(
                    () -> assertTrue(answers.get(0).startsWith("info string unknown command '\\x01\\x1b[31mfoo bar'"),
                            answers.get(0)),
                    () -> assertTrue(answers.get(1).startsWith("info string position fen \\x07bad: FEN:"), answers.get(1)),
                    () -> assertTrue(uci.out().chars().noneMatch(c -> c < 0x20 && c != '\n' && c != '\r'), uci.out()));
        }
    }

    @Test
    void printableTextIsLeftAsItIs() {
        assertEquals("Qg4# e8=Q café ½", UciOutput.printable("Qg4# e8=Q café ½"));
        assertEquals("a\\x00b\\u200ec", UciOutput.printable("a\u0000b\u200ec"));
    }
}
