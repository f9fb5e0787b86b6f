package org.chesseus.rules.l1;

import org.chesseus.api.Position;
import org.chesseus.api.SearchBoard;

/**
 * A board that forwards only the methods every {@link SearchBoard} must write to the legality
 * layer's board, so that the interface's default methods (the ones a board written before them
 * gets) answer everything else: what the tests compare with the layer's own overrides.
 */
final class ContractOnlyBoard implements SearchBoard {
    private final SearchBoard board;

    ContractOnlyBoard(SearchBoard board) {
        this.board = board;
    }

    @Override public int sideToMove() { return board.sideToMove(); }
    @Override public long pieces(int piece) { return board.pieces(piece); }
    @Override public long occupied(int color) { return board.occupied(color); }
    @Override public long occupied() { return board.occupied(); }
    @Override public int pieceOn(int square) { return board.pieceOn(square); }
    @Override public int kingSquare(int color) { return board.kingSquare(color); }
    @Override public int castlingBits() { return board.castlingBits(); }
    @Override public int enPassantSquare() { return board.enPassantSquare(); }
    @Override public int halfmoveClock() { return board.halfmoveClock(); }
    @Override public long key() { return board.key(); }
    @Override public boolean sameIdentity(SearchBoard other) { return board.sameIdentity(other); }
    @Override public boolean inCheck() { return board.inCheck(); }
    @Override public int legalMoves(int[] moves, int start) { return board.legalMoves(moves, start); }
    @Override public void makeNull() { board.makeNull(); }
    @Override public void unmakeNull() { board.unmakeNull(); }
    @Override public int countLegalMoves() { return board.countLegalMoves(); }
    @Override public void make(int move) { board.make(move); }
    @Override public void unmake(int move) { board.unmake(move); }
    @Override public long attacks(int pieceType, int color, int square, long occupied) {
        return board.attacks(pieceType, color, square, occupied);
    }
    @Override public long attackersTo(int square, int color) { return board.attackersTo(square, color); }
    @Override public Position toPosition() { return board.toPosition(); }
    @Override public SearchBoard copy() { return new ContractOnlyBoard(board.copy()); }
}
