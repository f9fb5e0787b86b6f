package org.chesseus.tools.perft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.chesseus.api.RejectedInputException;
import org.junit.jupiter.api.Test;

/** Reading perft batch lines: {@code FEN;depth[;more]}, comments and blank lines skipped, numbers kept. */
class BatchLineTest {

    @Test
    void commentsAndBlankLinesAreNoPositionsButKeepTheLineNumbers() {
        List<BatchLine> lines = BatchLine.of(List.of("# header", "", "  8/8/8/8/8/8/8/k6K w - - 0 1 ;2;1", "   ",
                "8/8/8/8/8/8/8/k6K b - -"));
        assertEquals(List.of(new BatchLine(3, "8/8/8/8/8/8/8/k6K w - - 0 1", "2"), new BatchLine(5, "8/8/8/8/8/8/8/k6K b - -", "")),
                lines);
    }

    @Test
    void aLineWithoutDepthTakesTheFallback() {
        assertEquals(4, new BatchLine(1, "fen", "").depth(4));
        assertEquals(0, new BatchLine(1, "fen", "0").depth(4));
        assertEquals(64, new BatchLine(1, "fen", "64").depth(4));
    }

    @Test
    void aDepthThatIsNoWholeNumberInRangeIsRefused() {
        for (String depth : List.of("x", "-1", "65", "1.5", "100")) {
            RejectedInputException refused = assertThrows(RejectedInputException.class, () -> new BatchLine(1, "fen", depth).depth(4));
            assertEquals("depth '" + depth + "' must be a whole number from 0 to 64", refused.getMessage());
        }
    }
}
