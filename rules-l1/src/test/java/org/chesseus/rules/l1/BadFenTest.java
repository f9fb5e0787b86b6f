package org.chesseus.rules.l1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;
import org.chesseus.api.FenException;
import org.chesseus.api.FenField;
import org.chesseus.api.FenReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every record of {@code bad-input/fen.tsv} is refused with a {@link FenException} whose message
 * names the field at fault ({@code FEN field N (title)}, or {@code FEN:} for the record as a whole)
 * and says why.
 */
class BadFenTest {
    private static final List<List<String>> CORPUS = Corpus.read("/bad-input/fen.tsv", 3);

    static Stream<Arguments> corpus() {
        return CORPUS.stream().map(row -> Arguments.of(row.get(0), row.get(1), row.get(2), Corpus.chess960(row, 3)));
    }

    @Test
    void theCorpusHoldsAtLeastFiftyRecords() {
        assertTrue(CORPUS.size() >= 50, () -> CORPUS.size() + " records");
    }

    @ParameterizedTest(name = "[{0}] -> field {1}: {2}")
    @MethodSource("corpus")
    void aBadRecordIsRefusedNamingItsFieldAndWhy(String fen, String field, String fragment, boolean chess960) {
        FenReader reader = chess960 ? Books.CHESS960 : Books.STANDARD;
        FenException refusal = assertThrows(FenException.class, () -> reader.read(fen));
        String message = refusal.getMessage();
        assertTrue(message.contains(fragment), () -> "expected '" + fragment + "' in: " + message);
        if (field.equals("-")) {
            assertTrue(refusal.field().isEmpty(), message);
            assertTrue(message.startsWith("FEN: "), message);
        } else {
            FenField expected = FenField.values()[Integer.parseInt(field) - 1];
            assertEquals(expected, refusal.field().orElse(null), message);
            assertTrue(message.startsWith("FEN field " + field + " (" + expected.title() + "): "), message);
        }
    }
}
