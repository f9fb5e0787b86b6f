package org.chesseus.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalInt;
import java.util.Random;
import org.chesseus.api.Color;
import org.chesseus.api.FenReader;
import org.chesseus.api.Legality;
import org.chesseus.api.Piece;
import org.chesseus.api.PieceType;
import org.chesseus.api.Position;
import org.junit.jupiter.api.Test;

/**
 * The kit's forced-mate oracle against mate distances from Stockfish 15.1 ({@code go mate}) and the
 * positions of issue 13, and its position generator against what it promises.
 */
class ForcedMateOracleTest {
    private static final Legality LEGALITY = Games.book("l1").legality();
    private static final ForcedMateOracle ORACLE = new ForcedMateOracle(LEGALITY, 50_000_000);

    @Test
    void kingAndQueenMateInThreeMovesIsFiveHalfMovesAgainstTheLongestDefence() {
        assertEquals(OptionalInt.of(5), ORACLE.shortestMate(read("6k1/8/8/5K2/8/8/8/1Q6 w - - 0 1"), Color.WHITE, 9));
    }

    @Test
    void bishopAndKnightMateFromTheCornerInFourMoves() {
        assertEquals(OptionalInt.of(7), ORACLE.shortestMate(read("k7/8/1KN5/8/8/8/8/5B2 w - - 0 1"), Color.WHITE, 9));
    }

    @Test
    void aSmotheredMateIsForcedOnlyWithTheKnightsSideToMove() {
        assertEquals(OptionalInt.of(1), ORACLE.shortestMate(read("6rk/6pp/8/6N1/8/8/8/K7 w - - 0 1"), Color.WHITE, 15));
        assertFalse(ORACLE.forcesMate(read("6rk/6pp/8/6N1/8/8/8/K7 b - - 0 1"), Color.WHITE, 15));
    }

    @Test
    void aForcedOnlyMoveIntoMateIsAMateInTwoHalfMoves() {
        assertEquals(OptionalInt.of(2), ORACLE.shortestMate(read("8/8/8/8/8/7p/5K2/5N1k b - - 0 1"), Color.WHITE, 15));
        assertFalse(ORACLE.forcesMate(read("8/8/8/8/8/7p/5K2/5N1k w - - 0 1"), Color.WHITE, 15));
    }

    @Test
    void aLoneKnightNeverForcesMateAgainstALoneKing() {
        assertFalse(ORACLE.forcesMate(read("k7/8/1K6/8/8/8/8/4N3 w - - 0 1"), Color.WHITE, 15));
    }

    @Test
    void aCheckmateOnTheBoardIsAMateOfNoHalfMoves() {
        assertEquals(OptionalInt.of(0), ORACLE.shortestMate(read("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1"), Color.WHITE, 3));
    }

    @Test
    void generatedPositionsHoldTheMaterialAsked() {
        Random random = new Random(13);
        for (int i = 0; i < 200; i++) {
            Position near = FewPiecePositions.drawNearAMate(random, LEGALITY, Color.BLACK, "BB", "PPN", 1, 3);
            assertEquals(2, Long.bitCount(near.bitboard(Piece.of(Color.BLACK, PieceType.BISHOP))), near::toString);
            long bishops = near.bitboard(Piece.of(Color.BLACK, PieceType.BISHOP));
            long light = 0x55AA55AA55AA55AAL;
            assertTrue((bishops & light) == 0 || (bishops & ~light) == 0, () -> "bishops of one colour: " + near);
            assertTrue(Long.bitCount(near.occupied()) <= 5, near::toString);
            assertFalse(LEGALITY.inCheck(near, near.sideToMove().opposite()), near::toString);
        }
    }

    private static Position read(String fen) {
        return FenReader.standard(LEGALITY).read(fen);
    }
}
