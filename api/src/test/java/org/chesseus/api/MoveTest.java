package org.chesseus.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The 16-bit move: from-square, to-square and flags packed and unpacked for every combination. */
class MoveTest {

    @Test
    void everyFromToAndValidFlagUnpacksToWhatWasPacked() {
        int[] flags = {0, 1, 2, 4, 5, 8, 9, 10, 11, 12, 13, 14, 15};
        for (int from = 0; from < 64; from++) {
            for (int to = 0; to < 64; to++) {
                for (int flag : flags) {
                    int packed = Move.pack(from, to, flag);
                    assertEquals(from, Move.fromIndex(packed));
                    assertEquals(to, Move.toIndex(packed));
                    assertEquals(flag, Move.flags(packed));
                    Move move = Move.ofPacked(packed);
                    assertEquals(packed, move.packed());
                    assertEquals(Square.of(from), move.from());
                    assertEquals(Square.of(to), move.to());
                }
            }
        }
    }

    @Test
    void flagsThreeSixAndSevenAndBitsBeyondSixteenAreNoMove() {
        for (int flag : new int[] {3, 6, 7}) {
            int packed = Move.pack(12, 28, flag);
            assertThrows(IllegalArgumentException.class, () -> Move.ofPacked(packed));
        }
        assertThrows(IllegalArgumentException.class, () -> Move.ofPacked(1 << 16));
        assertThrows(IllegalArgumentException.class, () -> Move.ofPacked(-1));
    }

    @Test
    void kindsAndPromotionsRoundTripThroughTheFlags() {
        assertEquals(MoveKind.QUIET, Move.of(Square.G1, Square.F3, MoveKind.QUIET).kind());
        assertEquals(MoveKind.DOUBLE_STEP, Move.of(Square.E2, Square.E4, MoveKind.DOUBLE_STEP).kind());
        assertEquals(MoveKind.CASTLING, Move.of(Square.E1, Square.H1, MoveKind.CASTLING).kind());
        assertEquals(MoveKind.CAPTURE, Move.of(Square.E4, Square.D5, MoveKind.CAPTURE).kind());
        assertEquals(MoveKind.EN_PASSANT, Move.of(Square.E5, Square.D6, MoveKind.EN_PASSANT).kind());
        for (PieceType piece : new PieceType[] {PieceType.KNIGHT, PieceType.BISHOP, PieceType.ROOK, PieceType.QUEEN}) {
            Move quiet = Move.of(Square.E7, Square.E8, MoveKind.PROMOTION, piece);
            Move capture = Move.of(Square.E7, Square.D8, MoveKind.PROMOTION_CAPTURE, piece);
            assertEquals(MoveKind.PROMOTION, quiet.kind());
            assertEquals(MoveKind.PROMOTION_CAPTURE, capture.kind());
            assertEquals(Optional.of(piece), quiet.promotion());
            assertEquals(Optional.of(piece), capture.promotion());
            assertEquals(Move.ofPacked(quiet.packed()), quiet);
        }
        assertEquals(Optional.empty(), Move.of(Square.E2, Square.E4, MoveKind.DOUBLE_STEP).promotion());
    }

    @Test
    void aPawnPromotesOnlyToKnightBishopRookOrQueen() {
        assertThrows(IllegalArgumentException.class, () -> Move.of(Square.E7, Square.E8, MoveKind.PROMOTION, PieceType.KING));
        assertThrows(IllegalArgumentException.class, () -> Move.of(Square.E7, Square.E8, MoveKind.PROMOTION, PieceType.PAWN));
        assertThrows(IllegalArgumentException.class, () -> Move.of(Square.E7, Square.E8, MoveKind.PROMOTION));
    }

    @Test
    void movesAreEqualByTheirBitsAndPrintAsCoordinates() {
        assertEquals(Move.of(Square.E2, Square.E4, MoveKind.DOUBLE_STEP), Move.ofPacked(Move.pack(12, 28, Move.DOUBLE_STEP)));
        assertNotEquals(Move.of(Square.E2, Square.E4, MoveKind.DOUBLE_STEP), Move.of(Square.E2, Square.E4, MoveKind.QUIET));
        assertEquals("e2e4", Move.of(Square.E2, Square.E4, MoveKind.DOUBLE_STEP).toString());
        assertEquals("e7e8n", Move.of(Square.E7, Square.E8, MoveKind.PROMOTION, PieceType.KNIGHT).toString());
        assertEquals("e1h1", Move.of(Square.E1, Square.H1, MoveKind.CASTLING).toString());
        assertEquals(Move.pack(12, 28, 1), Move.of(Square.E2, Square.E4, MoveKind.DOUBLE_STEP).hashCode());
    }

    @Test
    void captureKindsAndPromotionKindsAreTold() {
        assertTrue(MoveKind.EN_PASSANT.isCapture());
        assertTrue(MoveKind.PROMOTION_CAPTURE.isCapture());
        assertFalse(MoveKind.CASTLING.isCapture());
        assertTrue(MoveKind.PROMOTION.isPromotion());
        assertFalse(MoveKind.DOUBLE_STEP.isPromotion());
    }
}
