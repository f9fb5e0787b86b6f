package org.chesseus.rules.l1;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.chesseus.api.Position;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Perft over every line of the shared oracle data ({@code ../shared/data}, README there): counts
 * from Stockfish 15.1 confirmed by chessops. Chess960 files are read in Chess960 mode. Where the
 * folder is absent the file check is skipped with the reason (failed under {@code CI=true}) and the
 * per-line tests have no lines.
 */
@Tag("conformance")
class SharedDataConformanceTest {

    @BeforeEach
    void sharedDataIsThere() {
        Prerequisites.sharedData();
    }

    static List<PerftRecord> known() {
        return Prerequisites.sharedRecordsIfPresent("perft-known.csv");
    }

    static List<PerftRecord> random() {
        return Prerequisites.sharedRecordsIfPresent("perft-random.csv");
    }

    static List<PerftRecord> chess960() {
        return Prerequisites.sharedRecordsIfPresent("perft-chess960.csv");
    }

    static List<PerftRecord> chess960Shredder() {
        return Prerequisites.sharedRecordsIfPresent("perft-chess960-shredder.csv");
    }

    @Test
    void theSharedFilesHoldTheLinesTheirReadmeAnnounces() {
        assertEquals(7, PerftRecord.file(Prerequisites.sharedFile("perft-known.csv")).size());
        assertEquals(60, PerftRecord.file(Prerequisites.sharedFile("perft-random.csv")).size());
        assertEquals(30, PerftRecord.file(Prerequisites.sharedFile("perft-chess960.csv")).size());
        assertEquals(17, PerftRecord.file(Prerequisites.sharedFile("perft-chess960-shredder.csv")).size());
    }

    @ParameterizedTest(name = "{0}", allowZeroInvocations = true)
    @MethodSource("known")
    void classicPerftPositionsCountAsPublished(PerftRecord record) {
        assertPerft(Books.standard(record.fen()), record);
    }

    @ParameterizedTest(name = "{0}", allowZeroInvocations = true)
    @MethodSource("random")
    void positionsFromRandomGamesCountAsStockfishDoes(PerftRecord record) {
        assertPerft(Books.standard(record.fen()), record);
    }

    @ParameterizedTest(name = "{0}", allowZeroInvocations = true)
    @MethodSource("chess960")
    void chess960PositionsInXFenCountAsStockfishDoes(PerftRecord record) {
        assertPerft(Books.chess960(record.fen()), record);
    }

    @ParameterizedTest(name = "{0}", allowZeroInvocations = true)
    @MethodSource("chess960Shredder")
    void chess960PositionsInShredderFenCountAsStockfishDoes(PerftRecord record) {
        assertPerft(Books.chess960(record.fen()), record);
    }

    private static void assertPerft(Position position, PerftRecord record) {
        assertEquals(record.nodes(), Books.FIDE.perft(position, record.depth()),
                () -> "perft " + record.depth() + " of " + record.fen());
    }
}
