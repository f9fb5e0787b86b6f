package org.chesseus.rules.l1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.StringLength;
import org.chesseus.api.CastlingNotation;
import org.chesseus.api.FenException;
import org.chesseus.api.FenReader;
import org.chesseus.api.FenWriter;
import org.chesseus.api.Position;

/**
 * Fuzzing {@link FenReader}: whatever the text, the reader returns a position or refuses with a
 * {@link FenException} naming the field; no other exception, no error. A record it accepts can be
 * written and read again.
 */
class FenReaderFuzzTest {
    private static final List<String> VALID = validRecords();

    @Property(tries = 2000)
    void anyTextIsReadOrRefusedWithAFenException(@ForAll @StringLength(max = 100) String text) {
        readOrRefuse(text);
    }

    @Property(tries = 2000)
    void textOfFenLettersIsReadOrRefusedWithAFenException(@ForAll("fenLetters") String text) {
        readOrRefuse(text);
    }

    @Property(tries = 5000)
    void aDamagedValidRecordIsReadOrRefusedWithAFenException(@ForAll("valid") String fen, @ForAll Random random) {
        readOrRefuse(Mutations.mutate(fen, Mutations.FEN_ALPHABET, 4, random));
    }

    @Provide
    Arbitrary<String> fenLetters() {
        return Arbitraries.strings().withChars(Mutations.FEN_ALPHABET).ofMaxLength(90);
    }

    @Provide
    Arbitrary<String> valid() {
        return Arbitraries.of(VALID);
    }

    private static void readOrRefuse(String text) {
        readOrRefuse(text, Books.STANDARD, CastlingNotation.STANDARD);
        readOrRefuse(text, Books.CHESS960, CastlingNotation.X_FEN);
    }

    private static void readOrRefuse(String text, FenReader reader, CastlingNotation notation) {
        Position position;
        try {
            position = reader.read(text);
        } catch (FenException refused) {
            String message = refused.getMessage();
            assertTrue(message.startsWith("FEN: ") || message.startsWith("FEN field "), message);
            assertEquals(message.startsWith("FEN field "), refused.field().isPresent(), message);
            return;
        }
        FenWriter writer = new FenWriter(Books.FIDE, notation);
        String written = writer.write(position);
        assertEquals(written, writer.write(reader.read(written)), () -> "accepted '" + text + "', wrote " + written);
    }

    private static List<String> validRecords() {
        List<String> records = new ArrayList<>();
        for (String file : List.of("castling.csv", "castling-chess960.csv", "en-passant.csv", "promotion.csv",
                "checks-and-mates.csv")) {
            PerftRecord.resource(file).forEach(record -> records.add(record.fen()));
        }
        for (GamePosition game : GamePosition.pool(7L, 6)) {
            for (CastlingNotation notation : CastlingNotation.values()) {
                records.add(new FenWriter(Books.FIDE, notation).write(game.position()));
            }
        }
        return List.copyOf(records);
    }
}
