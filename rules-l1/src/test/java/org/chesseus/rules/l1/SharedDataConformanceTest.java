package org.chesseus.rules.l1;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.chesseus.api.Position;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Perft over every line of the shared oracle data ({@code ../shared/data}, README there): counts
 * from Stockfish 15.1 confirmed by chessops. Chess960 files are read in Chess960 mode. Skipped
 * with a reason where the folder is absent, failed under {@code CI=true}.
 */
@Tag("conformance")
class SharedDataConformanceTest {

    @BeforeAll
    static void sharedDataIsThere() {
        Prerequisites.sharedData();
    }

    static List<PerftRecord> known() {
        return PerftRecord.file(Prerequisites.sharedFile("perft-known.csv"));
    }

    static List<PerftRecord> random() {
        return PerftRecord.file(Prerequisites.sharedFile("perft-random.csv"));
    }

    static List<PerftRecord> chess960() {
        return PerftRecord.file(Prerequisites.sharedFile("perft-chess960.csv"));
    }

    static List<PerftRecord> chess960Shredder() {
        return PerftRecord.file(Prerequisites.sharedFile("perft-chess960-shredder.csv"));
    }

    @Test
    void theSharedFilesHoldTheLinesTheirReadmeAnnounces() {
        assertEquals(7, known().size(), "perft-known.csv");
        assertEquals(60, random().size(), "perft-random.csv");
        assertEquals(30, chess960().size(), "perft-chess960.csv");
        assertEquals(17, chess960Shredder().size(), "perft-chess960-shredder.csv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("known")
    void classicPerftPositionsCountAsPublished(PerftRecord record) {
        assertPerft(Books.standard(record.fen()), record);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("random")
    void positionsFromRandomGamesCountAsStockfishDoes(PerftRecord record) {
        assertPerft(Books.standard(record.fen()), record);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("chess960")
    void chess960PositionsInXFenCountAsStockfishDoes(PerftRecord record) {
        assertPerft(Books.chess960(record.fen()), record);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("chess960Shredder")
    void chess960PositionsInShredderFenCountAsStockfishDoes(PerftRecord record) {
        assertPerft(Books.chess960(record.fen()), record);
    }

    private static void assertPerft(Position position, PerftRecord record) {
        assertEquals(record.nodes(), Books.FIDE.perft(position, record.depth()),
                () -> "perft " + record.depth() + " of " + record.fen());
    }
}
