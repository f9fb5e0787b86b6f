package org.chesseus.rules.l2.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chesseus.api.Position;
import org.chesseus.api.SearchBoard;
import org.chesseus.api.mate.MateBudget;
import org.junit.jupiter.api.Test;

/**
 * The position table behind the closure search is exact: positions of equal 64-bit key but different
 * identity (FIDE 9.2.3) are told apart, so a key collision never closes a line.
 */
class PositionTableTest {

    @Test
    void positionsWithTheSameKeyButAnotherPlacementAreToldApart() {
        PositionTable table = new PositionTable(10);
        SearchBoard first = new CollidingBoard(Chess.LEGALITY.board(Chess.fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")));
        SearchBoard second = new CollidingBoard(Chess.LEGALITY.board(Chess.fen("4k3/8/8/8/8/8/8/1R2K3 w - - 0 1")));
        int slot = table.insert(first, 7);
        assertEquals(-1, table.find(second));
        assertEquals(slot, table.find(first));
        assertEquals(7, table.value(slot));
    }

    @Test
    void positionsDifferingOnlyInTheSideToMoveOrCastlingAreToldApart() {
        PositionTable table = new PositionTable(10);
        table.insert(new CollidingBoard(Chess.LEGALITY.board(Chess.fen("r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1"))), 0);
        assertEquals(-1, table.find(new CollidingBoard(Chess.LEGALITY.board(Chess.fen("r3k3/8/8/8/8/8/8/4K2R b Kq - 0 1")))));
        assertEquals(-1, table.find(new CollidingBoard(Chess.LEGALITY.board(Chess.fen("r3k3/8/8/8/8/8/8/4K2R w K - 0 1")))));
    }

    @Test
    void theHalfMoveClockIsNoPartOfTheIdentity() {
        PositionTable table = new PositionTable(10);
        int slot = table.insert(Chess.LEGALITY.board(Chess.fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")), 0);
        assertEquals(slot, table.find(Chess.LEGALITY.board(Chess.fen("4k3/8/8/8/8/8/8/R3K3 w - - 37 60"))));
    }

    @Test
    void aClosureSearchWhoseKeysAllCollideNeverClosesALineThatMates() {
        Position position = Chess.fen("k7/8/1K6/8/8/8/8/7R w - - 0 1");
        SearchState state = new SearchState(10);
        state.reset(new CollidingBoard(Chess.LEGALITY.board(position)), 0, new MateBudget(200_000, 300, false),
                ClosingProof.material());
        ClosureSearch closure = new ClosureSearch(state);
        closure.restart();
        Outcome outcome = closure.run();
        assertNotEquals(Outcome.CLOSED, outcome);
        if (outcome == Outcome.MATE) {
            assertTrue(Chess.matesBy(position, state.line(state.lineLength), org.chesseus.api.Color.WHITE));
        }
    }

    /** A board whose every position has the same key: a collision at every probe. */
    private static final class CollidingBoard implements SearchBoard {
        private final SearchBoard board;

        CollidingBoard(SearchBoard board) {
            this.board = board;
        }

        @Override
        public long key() {
            return 42;
        }

        @Override
        public int sideToMove() {
            return board.sideToMove();
        }

        @Override
        public long pieces(int piece) {
            return board.pieces(piece);
        }

        @Override
        public long occupied(int color) {
            return board.occupied(color);
        }

        @Override
        public long occupied() {
            return board.occupied();
        }

        @Override
        public int pieceOn(int square) {
            return board.pieceOn(square);
        }

        @Override
        public int kingSquare(int color) {
            return board.kingSquare(color);
        }

        @Override
        public int castlingBits() {
            return board.castlingBits();
        }

        @Override
        public int enPassantSquare() {
            return board.enPassantSquare();
        }

        @Override
        public int halfmoveClock() {
            return board.halfmoveClock();
        }

        @Override
        public boolean sameIdentity(SearchBoard other) {
            return board.sameIdentity(other);
        }

        @Override
        public boolean inCheck() {
            return board.inCheck();
        }

        @Override
        public int legalMoves(int[] moves, int start) {
            return board.legalMoves(moves, start);
        }

        @Override
        public int countLegalMoves() {
            return board.countLegalMoves();
        }

        @Override
        public void make(int move) {
            board.make(move);
        }

        @Override
        public void unmake(int move) {
            board.unmake(move);
        }

        @Override
        public void makeNull() {
            board.makeNull();
        }

        @Override
        public void unmakeNull() {
            board.unmakeNull();
        }

        @Override
        public long attacks(int pieceType, int color, int square, long occupied) {
            return board.attacks(pieceType, color, square, occupied);
        }

        @Override
        public long attackersTo(int square, int color) {
            return board.attackersTo(square, color);
        }

        @Override
        public Position toPosition() {
            return board.toPosition();
        }

        @Override
        public SearchBoard copy() {
            return new CollidingBoard(board.copy());
        }
    }
}
