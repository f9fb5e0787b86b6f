package org.chesseus.rules.l1;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Perft over castling in standard chess (FIDE 3.8.2): rights lost, castling out of, through and into check, KQkq and Shredder-FEN fields. Data: {@code perft/castling.csv}, counts from Stockfish 15.1. */
class CastlingPerftTest {

    static List<PerftRecord> records() {
        return PerftRecord.resource("castling.csv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("records")
    void castlingLeavesAsManyMoveSequencesAsStockfishCounts(PerftRecord record) {
        assertEquals(record.nodes(), Books.FIDE.perft(Books.standard(record.fen()), record.depth()),
                () -> "perft " + record.depth() + " of " + record.fen());
    }
}
