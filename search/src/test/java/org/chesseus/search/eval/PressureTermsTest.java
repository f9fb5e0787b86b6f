package org.chesseus.search.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The pressure round's terms (pawn-push threats, contested squares, space, a weak king zone, king and
 * minor-piece distances, long diagonals, rooks on a queen's file, blocked, rook-backed and safe passed
 * pawns, weak unopposed pawns), each counted by hand in a position made for it (White minus Black),
 * and every one of them negated on the colour-flipped mirror.
 */
class PressureTermsTest {
    private final TaperedEvaluator tracing = TaperedEvaluator.tracing(Weights.tuned());

    private static final List<Integer> TERMS = List.of(Terms.THREAT_PAWN_PUSH, Terms.THREAT_RESTRICTED, Terms.SPACE,
            Terms.KING_WEAK_ZONE, Terms.KING_PAWN_DISTANCE, Terms.MINOR_KING_DISTANCE, Terms.BISHOP_LONG_DIAGONAL,
            Terms.ROOK_QUEEN_FILE, Terms.PASSED_BLOCKED, Terms.PASSED_ROOK_BEHIND, Terms.PASSED_SAFE_PATH,
            Terms.PAWN_WEAK_UNOPPOSED);

    @Test
    void aDoublePushPastAnAttackedSquareThreatensTheKnightAndTheRook() {
        // d2-d3 is covered by the knight, d2-d4 is safe and would hit c5 and e5
        assertCount(2, Terms.THREAT_PAWN_PUSH, "4k3/8/8/2n1r3/8/8/3P4/4K3 w - - 0 1");
    }

    @Test
    void aPushToASquareTheEnemyHoldsAndWeDoNotThreatensNothing() {
        // d3-d4 is attacked by the bishop on e5 and defended by no white man
        assertCount(0, Terms.THREAT_PAWN_PUSH, "4k3/8/8/2n1b3/8/3P4/8/4K3 w - - 0 1");
    }

    @Test
    void contestedSquaresTheEnemyHoldsTwiceAreNotRestricted() {
        // both rooks sweep d2-d7; the knight on b5 doubles Black's hold on d4 and d6: White 4, Black 6
        assertCount(-2, Terms.THREAT_RESTRICTED, "k2r4/8/8/1n6/8/8/8/K2R4 w - - 0 1");
    }

    @Test
    void spaceCountsCentralSquaresOutOfEnemyPawnReachAndTwiceBehindOwnPawns() {
        // after 1.e4: White 8 + e3, e2 behind the pawn = 10; Black 8 − d5, f5 (the e4 pawn's attacks) = 6
        assertCount(4, Terms.SPACE, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
        // White: 12 − c2, e2 − c3, e3 (the d4 pawn's attacks) = 8; Black: 12 + d5, d6, d7 behind d4 = 15
        assertCount(-7, Terms.SPACE, "4k3/8/8/8/3p4/8/2P1P3/4K3 w - - 0 1");
    }

    @Test
    void kingZoneSquaresOnlyTheKingDefendsAreWeak() {
        // the rook hits f2, g2, h2; the knight on e1 guards g2
        assertCount(2, Terms.KING_WEAK_ZONE, "k7/8/8/8/8/8/r7/4N1K1 w - - 0 1");
    }

    @Test
    void theKingsDistanceToItsNearestPawn() {
        assertCount(2 - 4, Terms.KING_PAWN_DISTANCE, "4k3/p7/8/8/8/8/6P1/4K3 w - - 0 1");
        assertCount(0, Terms.KING_PAWN_DISTANCE, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    }

    @Test
    void minorPiecesDistanceToTheirKing() {
        assertCount(3 + 3 - 2, Terms.MINOR_KING_DISTANCE, "4k3/8/4n3/8/8/8/8/1N2K2B w - - 0 1");
    }

    @Test
    void aBishopOnALongDiagonalMustReachBothCentralSquares() {
        // b2 sees d4 and e5; b7 stops at d5; h1 stops at its own pawn on f3
        assertCount(1, Terms.BISHOP_LONG_DIAGONAL, "4k3/1b6/8/3P4/8/5P2/1B6/4K2B w - - 0 1");
    }

    @Test
    void aRookOnTheEnemyQueensFile() {
        assertCount(1, Terms.ROOK_QUEEN_FILE, "3qk3/8/8/8/8/8/8/R2RK3 w - - 0 1");
    }

    @Test
    void aPassedPawnBlockedByAnEnemyPiece() {
        assertCount(1, Terms.PASSED_BLOCKED, "4k3/8/4n3/4P3/p7/8/8/4K3 w - - 0 1");
    }

    @Test
    void aRookBehindAPassedPawnWithNothingBetween() {
        // the black rook on h8 is cut off from its pawn by the knight on h6
        assertCount(1, Terms.PASSED_ROOK_BEHIND, "4k2r/8/7n/P7/7p/8/8/R3K3 w - - 0 1");
    }

    @Test
    void aPassedPawnWhosePathTheEnemyDoesNotAttack() {
        // the knight on f2 covers h1
        assertCount(1, Terms.PASSED_SAFE_PATH, "4k3/8/P7/8/8/7p/5N2/4K3 w - - 0 1");
    }

    @Test
    void isolatedOrBackwardPawnsWithoutAnEnemyPawnInFrontAreWeakAndUnopposed() {
        // White: a2 isolated, e3 backward (f5 guards e4); h2 is opposed. Black: f5 isolated; h7 is opposed
        assertCount(1, Terms.PAWN_WEAK_UNOPPOSED, "4k3/7p/8/5p2/3P4/4P3/P6P/4K3 w - - 0 1");
    }

    @Test
    void everyNewTermIsNegatedOnTheColourFlippedMirror() {
        List<String> fens = new ArrayList<>(RandomGames.positions(5, 30, 160));
        fens.add("4k2r/8/7n/P7/7p/8/8/R3K3 w - - 0 1");
        fens.add("4k3/7p/8/5p2/3P4/4P3/P6P/4K3 w - - 0 1");
        fens.add("k2r4/8/8/1n6/8/8/8/K2R4 w - - 0 1");
        for (String fen : fens) {
            int[] counts = counts(fen);
            int[] mirrored = counts(Mirror.of(fen));
            for (int term : TERMS) {
                assertEquals(counts[term], -mirrored[term], Terms.names().get(term) + " in " + fen);
            }
        }
    }

    private void assertCount(int expected, int term, String fen) {
        assertEquals(expected, counts(fen)[term], Terms.names().get(term) + " in " + fen);
        assertEquals(-expected, counts(Mirror.of(fen))[term], Terms.names().get(term) + " in the mirror of " + fen);
    }

    private int[] counts(String fen) {
        tracing.evaluate(Boards.of(fen));
        return tracing.counts().clone();
    }
}
