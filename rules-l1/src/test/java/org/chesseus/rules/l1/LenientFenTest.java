package org.chesseus.rules.l1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.chesseus.api.CastlingNotation;
import org.chesseus.api.FenException;
import org.chesseus.api.FenField;
import org.chesseus.api.FenReader;
import org.chesseus.api.FenWriter;
import org.chesseus.api.Position;
import org.junit.jupiter.api.Test;

/**
 * Positions from the wild, read leniently (python-chess and Lichess read them so): a castling right
 * the position cannot have and an impossible en-passant square are dropped with a warning naming
 * the field; every other fault is refused as the strict reader refuses it. The oracle for the
 * corpus is the strict reader itself: a record it refuses for another field is refused alike, and
 * what the lenient reader makes of the others the strict reader accepts.
 */
class LenientFenTest {
    private static final List<List<String>> CORPUS = Corpus.read("/bad-input/fen.tsv", 3);

    @Test
    void rightsWithoutTheirRooksAreDroppedAndTheOthersKept() {
        List<String> warnings = new ArrayList<>();
        Position position = Books.STANDARD.readLeniently("r3k2r/8/8/8/8/8/8/4K3 w KQkq - 0 1", warnings::add);
        assertEquals("r3k2r/8/8/8/8/8/8/4K3 w kq - 0 1", write(position));
        assertEquals(2, warnings.size(), warnings.toString());
        assertTrue(warnings.stream().allMatch(warning -> warning.startsWith("FEN field 3 (castling)")
                && warning.endsWith("; the right is dropped")), warnings.toString());
    }

    @Test
    void anEnPassantSquareNoDoubleStepMadeIsDropped() {
        List<String> warnings = new ArrayList<>();
        Position position = Books.STANDARD.readLeniently("4k3/8/8/8/8/8/8/4K3 b - e3 0 1", warnings::add);
        assertEquals("4k3/8/8/8/8/8/8/4K3 b - - 0 1", write(position));
        assertEquals(1, warnings.size(), warnings.toString());
        assertTrue(warnings.get(0).startsWith("FEN field 4 (en passant)"), warnings.get(0));
    }

    @Test
    void aRecordTheStrictReaderAcceptsIsReadTheSameWithoutAWarning() {
        List<String> warnings = new ArrayList<>();
        String fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        assertEquals(Books.STANDARD.read(fen), Books.STANDARD.readLeniently(fen, warnings::add));
        assertEquals(List.of(), warnings);
    }

    @Test
    void everyBadRecordOfTheCorpusIsRefusedAlikeOrReadIntoAPositionTheStrictReaderAccepts() {
        int dropped = 0;
        for (List<String> row : CORPUS) {
            FenReader reader = Corpus.chess960(row, 3) ? Books.CHESS960 : Books.STANDARD;
            String fen = row.get(0);
            FenException strict = assertThrows(FenException.class, () -> reader.read(fen));
            boolean droppable = strict.field().filter(field -> field == FenField.CASTLING || field == FenField.EN_PASSANT)
                    .isPresent();
            List<String> warnings = new ArrayList<>();
            if (!droppable) {
                FenException lenient = assertThrows(FenException.class, () -> reader.readLeniently(fen, warnings::add),
                        fen);
                assertEquals(strict.getMessage(), lenient.getMessage(), fen);
                continue;
            }
            try {
                Position position = reader.readLeniently(fen, warnings::add);
                assertTrue(!warnings.isEmpty(), fen);
                String written = new FenWriter(Books.FIDE,
                        reader == Books.CHESS960 ? CastlingNotation.SHREDDER : CastlingNotation.STANDARD).write(position);
                assertEquals(position, reader.read(written), fen + " -> " + written);
                dropped++;
            } catch (FenException other) {
                // Refused alike: castling letters of another notation in standard mode (X-FEN,
                // Shredder-FEN), or a fault of another field that dropping uncovered; never half-read.
                assertTrue(other.field().filter(FenField.CASTLING::equals).isEmpty()
                        || other.getMessage().equals(strict.getMessage()), fen + ": " + other.getMessage());
            }
        }
        assertTrue(dropped >= 5, dropped + " records read leniently");
    }

    private static String write(Position position) {
        return new FenWriter(Books.FIDE, CastlingNotation.STANDARD).write(position);
    }
}
