package org.chesseus.rules.l1;

import static org.chesseus.rules.l1.Bitboards.bit;

import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.Move;
import org.chesseus.api.Piece;
import org.chesseus.api.PieceType;
import org.chesseus.api.Position;
import org.chesseus.api.Square;

/**
 * Why a move given as from-square and to-square is not legal, in words a player can act on:
 * the square is empty or holds the opponent's piece, the piece does not move that way, the way is
 * blocked, castling is not allowed and by which condition of FIDE 3.8.2, or the move would leave
 * the king attacked and by what (3.9).
 */
final class MoveRefusal {
    private MoveRefusal() {
    }

    /** The reason the coordinate move {@code uci} (already of UCI shape) is not legal here. */
    static String reason(BitboardLegality legality, Position position, String uci) {
        Square from = Square.parse(uci.substring(0, 2)).orElseThrow();
        Square to = Square.parse(uci.substring(2, 4)).orElseThrow();
        Color us = position.sideToMove();
        Optional<Piece> moving = position.pieceAt(from);
        if (moving.isEmpty()) {
            return "there is no piece on " + from;
        }
        Piece piece = moving.get();
        if (piece.color() != us) {
            return "the " + name(piece) + " on " + from + " is " + piece.color().title() + "'s, and "
                    + us.title() + " is to move";
        }
        if (from == to) {
            return "a move must go to another square";
        }
        Optional<Piece> there = position.pieceAt(to);
        if (piece.type() == PieceType.KING && isCastlingAttempt(position, from, to)) {
            return CastlingRefusal.reason(legality, position, from, to);
        }
        if (there.isPresent() && there.get().color() == us) {
            return to + " holds " + us.title() + "'s own " + there.get().type().name().toLowerCase();
        }
        Board board = Board.of(position);
        String geometry = piece.type() == PieceType.PAWN
                ? PawnRefusal.reason(legality.rules(), board,
                        position.enPassantSquare().map(Square::ordinal).orElse(-1), from.ordinal(), to.ordinal(), uci)
                : pieceGeometry(board, piece, from, to);
        if (geometry != null) {
            return geometry;
        }
        return exposure(board, position, piece, from, to, uci);
    }

    private static boolean isCastlingAttempt(Position position, Square from, Square to) {
        Color us = position.sideToMove();
        if (from.rank() != us.backRank() || to.rank() != us.backRank()) {
            return false;
        }
        boolean ownRook = position.pieceAt(to).orElse(null) == Piece.of(us, PieceType.ROOK);
        return ownRook || Math.abs(from.file().ordinal() - to.file().ordinal()) == 2;
    }

    /** Null when the piece can go there ignoring checks; otherwise why not. */
    private static String pieceGeometry(Board board, Piece piece, Square from, Square to) {
        int f = from.ordinal();
        int t = to.ordinal();
        long reach;
        long empty;
        switch (piece.type()) {
            case KNIGHT: reach = Attacks.KNIGHT[f]; empty = reach; break;
            case BISHOP: reach = Attacks.bishop(f, board.occupied); empty = Attacks.bishop(f, 0); break;
            case ROOK: reach = Attacks.rook(f, board.occupied); empty = Attacks.rook(f, 0); break;
            case QUEEN: reach = Attacks.queen(f, board.occupied); empty = Attacks.queen(f, 0); break;
            default: reach = Attacks.KING[f]; empty = reach; break;
        }
        if ((reach & bit(t)) != 0) {
            return null;
        }
        String name = name(piece);
        if ((empty & bit(t)) != 0) {
            int blocker = Bitboards.first(Attacks.between(f, t) & board.occupied);
            return "the " + name + " on " + from + " cannot pass " + Square.of(blocker) + " on its way to " + to;
        }
        return "a " + name + " cannot move from " + from + " to " + to;
    }

    /** The move is pseudo-legal: say what attacks the king after it. */
    private static String exposure(Board board, Position position, Piece piece, Square from, Square to, String uci) {
        int us = board.side;
        int them = us ^ 1;
        boolean wasInCheck = board.inCheck(us);
        long checkersBefore = board.attackers(board.king(us), board.occupied, them);
        int move = pseudoMove(board, from.ordinal(), to.ordinal(), uci);
        board.make(move);
        int king = board.king(us);
        long attackers = board.attackers(king, board.occupied, them);
        if (attackers == 0) {
            return "not a legal move in this position";
        }
        String attacker = describe(board, Bitboards.first(attackers));
        String side = Color.values()[us].title();
        if (piece.type() == PieceType.KING) {
            return "the king would stand attacked on " + to + " by the " + attacker;
        }
        if (wasInCheck && (attackers & checkersBefore) != 0) {
            return side + " is in check from the " + attacker + ", and this move does not end it";
        }
        int victim = us == Board.WHITE ? to.ordinal() - 8 : to.ordinal() + 8;
        if (Move.flags(move) == Move.EN_PASSANT
                && (Attacks.between(king, Bitboards.first(attackers)) & bit(victim)) != 0) {
            return "taking en passant removes the pawn on " + Square.of(victim) + " as well and exposes the "
                    + side.toLowerCase() + " king on " + Square.of(king) + " to the " + attacker;
        }
        return "the " + name(piece) + " on " + from + " is pinned: moving it exposes the " + side.toLowerCase()
                + " king on " + Square.of(king) + " to the " + attacker;
    }

    static int pseudoMove(Board board, int from, int to, String uci) {
        int piece = board.squares[from];
        boolean pawn = piece % 6 == Board.PAWN;
        boolean capture = board.squares[to] != Board.EMPTY;
        if (pawn && !capture && (from & 7) != (to & 7)) {
            return Move.pack(from, to, Move.EN_PASSANT);
        }
        if (pawn && Math.abs(to - from) == 16) {
            return Move.pack(from, to, Move.DOUBLE_STEP);
        }
        int flags = capture ? Move.CAPTURE : Move.QUIET;
        if (pawn && (bit(to) & Bitboards.PROMOTION_RANKS) != 0) {
            char letter = uci.length() == 5 ? uci.charAt(4) : 'q';
            flags |= Move.PROMOTION | (StandardNotation.promotionOf(letter).ordinal() - PieceType.KNIGHT.ordinal());
        }
        return Move.pack(from, to, flags);
    }

    static String describe(Board board, int square) {
        return name(Piece.ofIndex(board.squares[square])) + " on " + Square.of(square);
    }

    static String name(Piece piece) {
        return piece.type().name().toLowerCase();
    }
}
