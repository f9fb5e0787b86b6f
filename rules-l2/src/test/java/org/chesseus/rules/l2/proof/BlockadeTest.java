package org.chesseus.rules.l2.proof;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.chesseus.api.SearchBoard;
import org.junit.jupiter.api.Test;

/**
 * Branch 2 of RULES-NOTES §5 (FIDE 5.2.2): blockades read off the board, one rule a test, each
 * against a position labelled by CHA-Solver ({@code proof/labelled-positions.txt}).
 */
class BlockadeTest {
    private static final int WHITE = 0;
    private static final int BLACK = 1;

    /** Asserts the label says {@code side} cannot mate and the full proof proves it with {@code expected}. */
    private static void assertProven(Proof expected, String name, int side) {
        LabelledPosition position = LabelledSample.named(name);
        assertFalse(position.canMate(side), () -> "the label lets this side mate: " + position);
        assertEquals(expected, StaticProof.cannotMate(Boards.of(position.fen()), side), position::toString);
    }

    /** Asserts the label says {@code side} can mate and no proof says otherwise. */
    private static void assertNotProven(String name, int side) {
        LabelledPosition position = LabelledSample.named(name);
        SearchBoard board = Boards.of(position.fen());
        assertEquals(true, position.canMate(side), () -> "the label denies this side a mate: " + position);
        assertEquals(Proof.NONE, StaticProof.cannotMate(board, side), position::toString);
        assertEquals(Proof.NONE, StaticProof.quickBlockade(board, side), position::toString);
    }

    @Test
    void kingsKeptApartByPawnChainsCanNeverMate() {
        assertProven(Proof.BLOCKADE, "kings-apart-behind-chains", WHITE);
        assertProven(Proof.BLOCKADE, "kings-apart-behind-chains", BLACK);
    }

    @Test
    void aKingShuttlingBetweenTwoSquaresBlocksItsOwnPawnForEver() {
        // White's a-pawn may reach a3 but never a4, where the king stands whenever a3 is taken.
        assertProven(Proof.BLOCKADE, "king-shuttles-before-own-pawn", WHITE);
        assertProven(Proof.BLOCKADE, "king-shuttles-before-own-pawn", BLACK);
    }

    @Test
    void facingPawnsThatCanNeverCaptureNeverPassEachOther() {
        // The b-pawns march towards each other; neither can promote.
        assertProven(Proof.BLOCKADE, "facing-pawns", WHITE);
        assertProven(Proof.BLOCKADE, "facing-pawns", BLACK);
    }

    @Test
    void aKingCaptureThatStalematesIsNoStepTowardsAMate() {
        // Kxc8 (with the Black king on a8) leaves Black no move: the White king never gets in.
        assertProven(Proof.BLOCKADE, "capture-would-stalemate", WHITE);
        assertProven(Proof.BLOCKADE, "capture-would-stalemate", BLACK);
    }

    @Test
    void aKingApproachThatStalematesIsNoStepTowardsAMate() {
        // Black's king reaches g2 or h5 only by leaving White without a move.
        assertProven(Proof.BLOCKADE, "approach-would-stalemate", WHITE);
        assertProven(Proof.BLOCKADE, "approach-would-stalemate", BLACK);
    }

    @Test
    void bishopsWalledInByPawnsCanNeverCheck() {
        assertProven(Proof.BLOCKADE, "bishops-walled-in", WHITE);
        assertProven(Proof.BLOCKADE, "bishops-walled-in", BLACK);
    }

    @Test
    void queenRookKnightAndBishopsBoxedInBehindTheirPawnsCanNeverMate() {
        assertProven(Proof.BLOCKADE, "pieces-boxed-in-behind-pawns", WHITE);
        assertProven(Proof.BLOCKADE, "pieces-boxed-in-behind-pawns", BLACK);
    }

    @Test
    void knightsAndABishopBehindAChainCanNeverReachTheOtherKing() {
        assertProven(Proof.BLOCKADE, "knights-and-bishop-behind-chain", WHITE);
        assertProven(Proof.BLOCKADE, "knights-and-bishop-behind-chain", BLACK);
    }

    @Test
    void aDefenderMoveThatWouldMateTheWalledInMaterNeverHappensInAMatingLine() {
        // White's king d1 can never move; Nh1-f2 would mate it, so the knight never leaves h1.
        assertProven(Proof.BLOCKADE, "knight-would-mate-the-walled-king", WHITE);
        assertNotProven("knight-would-mate-the-walled-king", BLACK);
    }

    @Test
    void bishopsPackedWithOneFreeSquareGuardTheirPawnsForEver() {
        // Seven bishops on eight squares: a6, c6, e6, g6 are always guarded, so the Black king
        // never takes one and the box stays shut.
        assertProven(Proof.BLOCKADE, "bishops-packed-with-one-free-square", WHITE);
        assertProven(Proof.BLOCKADE, "bishops-packed-with-one-free-square", BLACK);
    }

    @Test
    void aKingCannotStepAcrossACrowdOfItsOwnBishops() {
        // Bishops b1, d1, c2, b3 fill b1, d1, c2, b3, a4 but one square: the White king inside
        // fills it, so it never gets from c2 to b3 to take a3.
        assertProven(Proof.BLOCKADE, "king-cannot-cross-the-bishop-crowd", WHITE);
        assertProven(Proof.BLOCKADE, "king-cannot-cross-the-bishop-crowd", BLACK);
    }

    @Test
    void theMatersLastPieceIsNeverCapturedInALineThatEndsInItsMate() {
        // The g2 pawn is all White has besides its king: a line taking it leaves a bare king, so
        // the quick proof, without case splits, may count it as never captured.
        LabelledPosition position = LabelledSample.named("last-piece-never-captured");
        assertFalse(position.canMate(WHITE), position::toString);
        assertEquals(Proof.BLOCKADE, StaticProof.quickBlockade(Boards.of(position.fen()), WHITE), position::toString);
        assertNotProven("last-piece-never-captured", BLACK);
    }

    @Test
    void aPendingEnPassantCaptureKeepsTheChainOpen() {
        assertNotProven("en-passant-pending", WHITE);
        assertNotProven("en-passant-pending", BLACK);
        assertNotProven("en-passant-opens-the-chain", WHITE);
        assertNotProven("en-passant-opens-the-chain", BLACK);
    }

    @Test
    void aCastlingRightBarredByPiecesThatNeverMoveOpensNothing() {
        // King e1, rook h1 with the right to castle, but bishop f1 and knight g1 never move.
        assertProven(Proof.BLOCKADE, "castling-barred", WHITE);
        assertProven(Proof.BLOCKADE, "castling-barred", BLACK);
        assertNotProven("castling-right-kept", WHITE);
    }

    @Test
    void theStartPositionLeavesBothSidesAMate() {
        assertNotProven("start-position", WHITE);
        assertNotProven("start-position", BLACK);
    }

    @Test
    void aStalemateOnTheBoardEndsTheGame() {
        assertProven(Proof.GAME_OVER, "stalemate-on-the-board", WHITE);
        assertProven(Proof.GAME_OVER, "stalemate-on-the-board", BLACK);
    }

    @Test
    void aSideCheckmatedOnTheBoardCanNeverMate() {
        assertProven(Proof.GAME_OVER, "mater-checkmated-on-the-board", WHITE);
        assertNotProven("mater-checkmated-on-the-board", BLACK);
    }

    @Test
    void theQuickProofLeavesQueensRooksAndKnightsToTheFullProof() {
        LabelledPosition position = LabelledSample.named("pieces-boxed-in-behind-pawns");
        SearchBoard board = Boards.of(position.fen());
        assertEquals(Proof.NONE, StaticProof.quickBlockade(board, WHITE), position::toString);
        assertEquals(Proof.BLOCKADE, StaticProof.cannotMate(board, WHITE), position::toString);
    }

    @Test
    void theQuickProofProvesLockedPawnsAndBishops() {
        LabelledPosition position = LabelledSample.named("approach-would-stalemate");
        SearchBoard board = Boards.of(position.fen());
        assertEquals(Proof.BLOCKADE, StaticProof.quickBlockade(board, WHITE), position::toString);
        assertEquals(Proof.BLOCKADE, StaticProof.quickBlockade(board, BLACK), position::toString);
    }
}
