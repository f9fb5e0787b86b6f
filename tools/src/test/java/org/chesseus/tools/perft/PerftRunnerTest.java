package org.chesseus.tools.perft;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import org.chesseus.api.Legality;
import org.chesseus.api.Position;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;
import org.junit.jupiter.api.Test;

/**
 * Perft by root moves reports its progress move by move. Counts: the start position has 20 moves
 * and 400 leaves at depth 2 (Chess Programming Wiki, Perft Results).
 */
class PerftRunnerTest {
    private static final Legality LEGALITY = new RuleBookComposer(ServiceLoader.load(RuleLayer.class).stream().map(ServiceLoader.Provider::get).toList()).compose("l1").legality();

    /** Records what a progress display would be told. */
    private static final class Recorded implements Progress {
        final List<String> events = new ArrayList<>();

        @Override
        public void start(long total) {
            events.add("start " + total);
        }

        @Override
        public void advance(long done, long nodes) {
            events.add(done + ":" + nodes);
        }

        @Override
        public void clear() {
            events.add("clear");
        }

        @Override
        public void finish() {
            events.add("finish");
        }
    }

    @Test
    void startPositionReportsEachOfItsTwentyRootMovesThenFinishes() {
        Recorded progress = new Recorded();
        long[] clock = {0};
        PerftRunner runner = new PerftRunner(LEGALITY, () -> clock[0] += 1_000_000);
        PerftResult result = runner.count("start", Position.start(), 2, progress);
        assertEquals(400, result.nodes());
        assertEquals(22, progress.events.size(), progress.events.toString());
        assertEquals("start 20", progress.events.get(0));
        assertEquals("20:400", progress.events.get(20), "each root move has 20 replies");
        assertEquals("finish", progress.events.get(21));
    }

    @Test
    void divideListsTheRootMovesInUciOrder() {
        Divided divided = new PerftRunner(LEGALITY, System::nanoTime)
                .divide("start", Position.start(), 1, LEGALITY.notation(false), Progress.NONE);
        assertEquals("a2a3", divided.moves().get(0).move());
        assertEquals("h2h4", divided.moves().get(19).move());
        assertEquals(20, divided.total().nodes());
    }
}
