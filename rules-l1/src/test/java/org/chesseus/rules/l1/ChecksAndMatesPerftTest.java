package org.chesseus.rules.l1;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Perft over checks and mates (FIDE 3.9, 5.1.1, 5.2.1): double and discovered checks, evasions, checkmates and stalemates. Data: {@code perft/checks-and-mates.csv}, counts from Stockfish 15.1. */
class ChecksAndMatesPerftTest {

    static List<PerftRecord> records() {
        return PerftRecord.resource("checks-and-mates.csv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("records")
    void checksAndMatesLeaveAsManyMoveSequencesAsStockfishCounts(PerftRecord record) {
        assertEquals(record.nodes(), Books.FIDE.perft(Books.standard(record.fen()), record.depth()),
                () -> "perft " + record.depth() + " of " + record.fen());
    }
}
