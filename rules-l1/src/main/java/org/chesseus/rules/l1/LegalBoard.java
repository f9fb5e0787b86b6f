package org.chesseus.rules.l1;

import static java.util.Objects.requireNonNull;

import org.chesseus.api.Position;
import org.chesseus.api.SearchBoard;

/**
 * The kernel's {@link SearchBoard}: this layer's bitboard {@link Board} with the legal move
 * generator of the book's {@link MoveRules}. Both are final fields of one implementation, so the
 * interface costs a search nothing once compiled.
 */
final class LegalBoard implements SearchBoard {
    private final Board board;
    private final MoveGenerator generator;
    private final MoveRules rules;
    private final PackedMoveCheck check;

    LegalBoard(Board board, MoveRules rules) {
        this.board = requireNonNull(board, "board");
        this.rules = requireNonNull(rules, "rules");
        this.generator = new MoveGenerator(rules);
        this.check = new PackedMoveCheck(rules);
    }

    /** Whether this board plays by {@code rules} (the ones {@link #load} keeps). */
    boolean reloads(MoveRules other) {
        return rules.equals(other);
    }

    /** Holds {@code position} from now on, its history emptied: the board is reused, nothing allocated. */
    void load(Position position) {
        board.load(position);
    }

    @Override
    public int sideToMove() {
        return board.side;
    }

    @Override
    public long pieces(int piece) {
        return board.pieces[piece];
    }

    @Override
    public long occupied(int color) {
        return board.colors[color];
    }

    @Override
    public long occupied() {
        return board.occupied;
    }

    @Override
    public int pieceOn(int square) {
        int piece = board.squares[square];
        return piece == Board.EMPTY ? EMPTY : piece;
    }

    @Override
    public int kingSquare(int color) {
        return board.king(color);
    }

    @Override
    public int castlingBits() {
        return board.castling;
    }

    @Override
    public int enPassantSquare() {
        return rules.doubleStep() ? board.epSquare : -1;
    }

    @Override
    public int halfmoveClock() {
        return board.halfmove;
    }

    @Override
    public long key() {
        return board.key;
    }

    @Override
    public boolean sameIdentity(SearchBoard other) {
        if (other.sideToMove() != board.side || other.castlingBits() != board.castling
                || other.enPassantSquare() != enPassantSquare() || other.occupied() != board.occupied) {
            return false;
        }
        for (int piece = 0; piece < 12; piece++) {
            if (other.pieces(piece) != board.pieces[piece]) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean inCheck() {
        return board.inCheck(board.side);
    }

    @Override
    public int legalMoves(int[] moves, int start) {
        return generator.generate(board, moves, start);
    }

    @Override
    public int legalMoves(int[] moves, int start, long from, long to) {
        return generator.generate(board, moves, start, from, to);
    }

    @Override
    public int legalCaptures(int[] moves, int start) {
        return generator.generateCaptures(board, moves, start);
    }

    @Override
    public int legalQuiets(int[] moves, int start) {
        return generator.generateQuiets(board, moves, start);
    }

    @Override
    public boolean isLegal(int move) {
        return check.isLegal(board, move);
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
    public int countLegalMoves() {
        return (int) generator.count(board);
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
    public long attacks(int pieceType, int color, int square, long occupied) {
        switch (pieceType) {
            case Board.PAWN: return Attacks.pawn(color, square);
            case Board.KNIGHT: return Attacks.KNIGHT[square];
            case Board.BISHOP: return Attacks.bishop(square, occupied);
            case Board.ROOK: return Attacks.rook(square, occupied);
            case Board.QUEEN: return Attacks.queen(square, occupied);
            case Board.KING: return Attacks.KING[square];
            default: throw new IllegalArgumentException("no piece type " + pieceType);
        }
    }

    @Override
    public long attackersTo(int square, int color) {
        return board.attackers(square, board.occupied, color);
    }

    @Override
    public Position toPosition() {
        return board.toPosition();
    }

    @Override
    public SearchBoard copy() {
        return new LegalBoard(Board.of(board.toPosition()), rules);
    }
}
