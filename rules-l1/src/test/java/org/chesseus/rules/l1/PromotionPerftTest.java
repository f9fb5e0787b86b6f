package org.chesseus.rules.l1;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Perft over promotion (FIDE 3.7.3.3): under-promotion, promotion with capture or giving check, pinned promoting pawns. Data: {@code perft/promotion.csv}, counts from Stockfish 15.1. */
class PromotionPerftTest {

    static List<PerftRecord> records() {
        return PerftRecord.resource("promotion.csv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("records")
    void promotionLeavesAsManyMoveSequencesAsStockfishCounts(PerftRecord record) {
        assertEquals(record.nodes(), Books.FIDE.perft(Books.standard(record.fen()), record.depth()),
                () -> "perft " + record.depth() + " of " + record.fen());
    }
}
