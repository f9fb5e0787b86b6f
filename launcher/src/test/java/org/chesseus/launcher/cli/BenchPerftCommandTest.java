package org.chesseus.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.chesseus.tools.perft.BenchPosition;
import org.junit.jupiter.api.Test;

/**
 * {@code chesseus bench perft}: one object per position with the published count (CPW, see
 * {@link BenchPosition}), then the total. Counts 3.4 × 10<sup>8</sup> nodes, a few seconds.
 */
class BenchPerftCommandTest {

    @Test
    void jsonHasOneObjectPerPositionWithThePublishedCountsThenTheTotal() {
        CommandRun run = CommandRun.of("bench", "perft", "--json", "--warmup", "0");
        List<JsonNode> lines = run.json();
        JsonNode total = lines.get(lines.size() - 1);
        assertAll(
                () -> assertEquals(0, run.status(), run.err()),
                () -> assertEquals(BenchPosition.SET.size() + 1, lines.size()),
                () -> assertEquals(List.of("fen", "depth", "nodes", "ms", "nps"), CommandRun.fieldNames(lines.get(0))),
                () -> assertEquals(List.of("total", "nodes", "ms", "nps"), CommandRun.fieldNames(total)),
                () -> assertEquals(341_717_876L, total.get("nodes").asLong()),
                () -> assertTrue(total.get("nps").asLong() > 0));
        for (int i = 0; i < BenchPosition.SET.size(); i++) {
            assertEquals(BenchPosition.SET.get(i).publishedNodes(), lines.get(i).get("nodes").asLong());
        }
    }

    @Test
    void medianOfAnOddCountIsTheMiddleAndOfAnEvenCountTheMeanOfTheTwoMiddles() {
        assertEquals(5, BenchPerftCommand.median(new long[] {9, 1, 5}));
        assertEquals(4, BenchPerftCommand.median(new long[] {9, 1, 3, 5}));
    }
}
