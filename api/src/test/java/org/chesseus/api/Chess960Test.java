package org.chesseus.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Chess960 start positions by Scharnagl number (FIDE Guidelines II.2), checked against the
 * published anchors of the numbering and the rules every start array obeys.
 */
class Chess960Test {

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({"0, bbqnnrkr", "1, bqnbnrkr", "16, bbnqnrkr", "518, rnbqkbnr", "959, rkrnnqbb"})
    void publishedNumbersGiveTheirArrays(int number, String array) {
        assertEquals(array, letters(number));
    }

    @Test
    void number518IsTheStandardStartPosition() {
        assertEquals(Position.start(), Chess960.position(Chess960.STANDARD));
    }

    @Test
    void the960NumbersGive960DifferentLegalArrays() {
        Set<String> arrays = new HashSet<>();
        for (int number = 0; number < Chess960.COUNT; number++) {
            String array = letters(number);
            arrays.add(array);
            int king = array.indexOf('k');
            assertTrue(array.indexOf('r') < king && array.lastIndexOf('r') > king, array + ": king between the rooks");
            assertEquals(1, (array.indexOf('b') + array.lastIndexOf('b')) % 2, array + ": bishops on both colours");
        }
        assertEquals(Chess960.COUNT, arrays.size());
    }

    @Test
    void bothSidesMayCastleWithBothRooksAndBlackMirrorsWhite() {
        Position position = Chess960.position(0);
        assertEquals(List.of(File.F, File.H), position.castlingRights().rookFiles(Color.WHITE));
        assertEquals(List.of(File.F, File.H), position.castlingRights().rookFiles(Color.BLACK));
        for (File file : File.values()) {
            Piece white = position.pieceAt(Square.of(file, Rank.R1)).orElseThrow();
            assertEquals(Piece.of(Color.BLACK, white.type()), position.pieceAt(Square.of(file, Rank.R8)).orElseThrow());
        }
        assertEquals(Color.WHITE, position.sideToMove());
    }

    @Test
    void numbersOutsideTheRangeAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> Chess960.position(960));
        assertThrows(IllegalArgumentException.class, () -> Chess960.backRank(-1));
    }

    private static String letters(int number) {
        StringBuilder array = new StringBuilder();
        Chess960.backRank(number).forEach(piece -> array.append(Character.toLowerCase(piece.letter())));
        return array.toString();
    }
}
