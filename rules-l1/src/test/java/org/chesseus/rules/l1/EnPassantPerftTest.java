package org.chesseus.rules.l1;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Perft over en passant (FIDE 3.7.3.1): pins on the rank, file and diagonals, discovered checks, captures that answer a check and captures that do not. Data: {@code perft/en-passant.csv}, counts from Stockfish 15.1. */
class EnPassantPerftTest {

    static List<PerftRecord> records() {
        return PerftRecord.resource("en-passant.csv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("records")
    void enPassantLeavesAsManyMoveSequencesAsStockfishCounts(PerftRecord record) {
        assertEquals(record.nodes(), Books.FIDE.perft(Books.standard(record.fen()), record.depth()),
                () -> "perft " + record.depth() + " of " + record.fen());
    }
}
