package org.chesseus.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Castling rights keyed by the rook's file (FIDE 3.8.2.1), Chess960 included. */
class CastlingRightsTest {

    @Test
    void theStandardRightsAreTheARooksAndHRooksOfBothSides() {
        CastlingRights rights = CastlingRights.standard();
        assertEquals(List.of(File.A, File.H), rights.rookFiles(Color.WHITE));
        assertEquals(List.of(File.A, File.H), rights.rookFiles(Color.BLACK));
        assertEquals(0x8181, rights.bits());
    }

    @Test
    void aRightIsKeptPerColourAndRookFile() {
        CastlingRights rights = CastlingRights.NONE.with(Color.WHITE, File.B).with(Color.BLACK, File.G);
        assertTrue(rights.has(Color.WHITE, File.B));
        assertFalse(rights.has(Color.BLACK, File.B));
        assertTrue(rights.has(Color.BLACK, File.G));
        assertTrue(rights.hasAny(Color.WHITE));
        assertEquals(List.of(File.G), rights.rookFiles(Color.BLACK));
        assertEquals(1 << 1 | 1 << (8 + 6), rights.bits());
    }

    @Test
    void losingARightTouchesNoOther() {
        CastlingRights rights = CastlingRights.standard().without(Color.WHITE, File.H);
        assertFalse(rights.has(Color.WHITE, File.H));
        assertTrue(rights.has(Color.WHITE, File.A));
        assertTrue(rights.has(Color.BLACK, File.H));
        CastlingRights none = rights.without(Color.WHITE, File.A).without(Color.BLACK, File.A).without(Color.BLACK, File.H);
        assertTrue(none.isEmpty());
        assertEquals(CastlingRights.NONE, none);
        assertFalse(none.hasAny(Color.WHITE));
    }

    @Test
    void bitsBeyondTheSixteenRightsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new CastlingRights(1 << 16));
        assertThrows(IllegalArgumentException.class, () -> new CastlingRights(-1));
    }
}
