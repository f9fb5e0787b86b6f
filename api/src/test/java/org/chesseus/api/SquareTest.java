package org.chesseus.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Squares (FIDE 2.4): ordinal rank × 8 + file, algebraic names, colours (2.1). */
class SquareTest {

    @Test
    void theOrdinalIsRankTimesEightPlusFile() {
        for (Square square : Square.values()) {
            assertEquals(square.rank().ordinal() * 8 + square.file().ordinal(), square.ordinal());
            assertEquals(square, Square.of(square.file(), square.rank()));
            assertEquals(square, Square.of(square.ordinal()));
            assertEquals(1L << square.ordinal(), square.bit());
        }
        assertEquals(0, Square.A1.ordinal());
        assertEquals(7, Square.H1.ordinal());
        assertEquals(63, Square.H8.ordinal());
    }

    @Test
    void everySquareParsesFromItsAlgebraicName() {
        for (Square square : Square.values()) {
            String name = "" + "abcdefgh".charAt(square.ordinal() % 8) + (square.ordinal() / 8 + 1);
            assertEquals(name, square.toString());
            assertEquals(Optional.of(square), Square.parse(name));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "e", "e44", "i1", "a0", "a9", "E4", "4e", " e4", "e4 "})
    void textThatNamesNoSquareParsesToNothing(String text) {
        assertEquals(Optional.empty(), Square.parse(text));
    }

    @Test
    void a1IsDarkAndTheRightHandCornerH1IsLight() {
        assertTrue(Square.A1.isDark());
        assertFalse(Square.H1.isDark());
        assertTrue(Square.H8.isDark());
        assertFalse(Square.A8.isDark());
        assertFalse(Square.D1.isDark(), "the white queen starts on her own colour, a light square");
        assertTrue(Square.D8.isDark(), "the black queen starts on her own colour, a dark square");
        long dark = 0;
        for (Square square : Square.values()) {
            dark += square.isDark() ? 1 : 0;
        }
        assertEquals(32, dark);
    }

    @Test
    void filesAndRanksReadTheirLettersAndDigits() {
        assertEquals(Optional.of(File.E), File.fromLetter('e'));
        assertEquals(Optional.of(File.E), File.fromLetter('E'));
        assertEquals(Optional.empty(), File.fromLetter('i'));
        assertEquals(Optional.of(Rank.R4), Rank.fromDigit('4'));
        assertEquals(Optional.empty(), Rank.fromDigit('0'));
        assertEquals(Optional.empty(), Rank.fromDigit('9'));
    }
}
