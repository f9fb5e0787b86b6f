package org.chesseus.rules.l1;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Perft over castling in Chess960 (FIDE Guidelines III), positions read in Chess960 mode: king on the b- or g-file, inner rooks, the rook shielding the king's destination, X-FEN and Shredder-FEN. Data: {@code perft/castling-chess960.csv}, counts from Stockfish 15.1. */
class Chess960CastlingPerftTest {

    static List<PerftRecord> records() {
        return PerftRecord.resource("castling-chess960.csv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("records")
    void chess960CastlingLeavesAsManyMoveSequencesAsStockfishCounts(PerftRecord record) {
        assertEquals(record.nodes(), Books.FIDE.perft(Books.chess960(record.fen()), record.depth()),
                () -> "perft " + record.depth() + " of " + record.fen());
    }
}
