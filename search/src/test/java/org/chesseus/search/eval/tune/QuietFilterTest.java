package org.chesseus.search.eval.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import org.chesseus.api.SearchBoard;
import org.chesseus.search.eval.Boards;
import org.chesseus.search.eval.Weights;
import org.junit.jupiter.api.Test;

/** Which positions the tuner labels: hand-checked quiet and loud positions, and the committed sample. */
class QuietFilterTest {
    private final QuietFilter filter = new QuietFilter();

    @Test
    void theStartPositionIsQuiet() {
        assertTrue(filter.quiet(Boards.of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")));
    }

    @Test
    void aHangingQueenMakesThePositionLoud() {
        assertFalse(filter.quiet(Boards.of("rnb1kbnr/pppp1ppp/8/4p1q1/3P4/2N5/PPP1PPPP/R1BQKBNR w KQkq - 0 3")));
    }

    @Test
    void aDefendedPawnThatOnlyAQueenCouldTakeIsQuiet() {
        assertTrue(filter.quiet(Boards.of("4k3/8/3p4/4p3/8/8/8/4KQ2 w - - 0 1")));
    }

    @Test
    void aPositionInCheckIsNotLabelled() {
        assertFalse(filter.quiet(Boards.of("rnbqkbnr/ppppp2p/5p2/6pQ/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 3")));
    }

    @Test
    void anEqualTradeOnOfferIsQuiet() {
        assertTrue(filter.quiet(Boards.of("r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq d3 0 3")));
    }

    @Test
    void theBoardIsLeftAsItWas() {
        SearchBoard board = Boards.of("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        String before = Boards.fen(board);
        filter.quiet(board);
        assertEquals(before, Boards.fen(board));
    }

    @Test
    void theCommittedSampleLoadsWithEveryKeptPositionLabelled() throws IOException, URISyntaxException {
        Path sample = Path.of(QuietFilterTest.class.getResource("selfplay-sample.txt").toURI());
        TuningSet training = new TuningSet();
        TuningSet validation = new TuningSet();
        TuningSet.Load load = TuningSet.read(sample, Weights.tuned(), training, validation, 10);
        assertEquals(load.lines(), load.kept() + load.early() + load.notQuiet());
        assertEquals(load.kept(), training.size() + validation.size());
        for (int i = 0; i < training.size(); i++) {
            double result = training.result(i);
            assertTrue(result == 0 || result == 0.5 || result == 1, "result " + result);
        }
    }
}
