package org.chesseus.rules.l1;

import static org.chesseus.rules.l1.Bitboards.bit;

import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.File;
import org.chesseus.api.Position;
import org.chesseus.api.Square;

/**
 * Why castling is not legal, by the condition of FIDE 3.8.2 that fails: the book has no castling,
 * the right is lost (3.8.2.1), the king is in check, a square between is occupied, or the king
 * would cross or land on an attacked square (3.8.2.2).
 */
final class CastlingRefusal {
    private CastlingRefusal() {
    }

    /** Why the king on {@code from} cannot castle towards {@code to}, written as its target or its rook's square. */
    static String reason(BitboardLegality legality, Position position, Square from, Square to) {
        return reason(legality, position, from, to.file().ordinal() > from.file().ordinal(), Optional.of(to));
    }

    /** Why the king on {@code from} cannot castle on that side ({@code O-O} or {@code O-O-O}). */
    static String reason(BitboardLegality legality, Position position, Square from, boolean kingSide) {
        return reason(legality, position, from, kingSide, Optional.empty());
    }

    private static String reason(BitboardLegality legality, Position position, Square from, boolean kingSide,
            Optional<Square> written) {
        if (!legality.rules().castling()) {
            return "castling is not part of this rule book";
        }
        Color us = position.sideToMove();
        Board board = Board.of(position);
        int right = findRight(board, us, from, kingSide);
        if (right < 0) {
            return us.title() + " has no castling right on the " + (kingSide ? "king" : "queen")
                    + " side any more: the king or that rook has moved (FIDE 3.8.2.1)";
        }
        int rook = Board.rookSquare(right);
        int kingTo = board.geometry.kingTo[right];
        if (written.isPresent() && written.get().ordinal() != kingTo && written.get().ordinal() != rook) {
            return "castling takes the king to " + Square.of(kingTo) + " (or write king takes rook, "
                    + from + Square.of(rook) + ")";
        }
        return failedCondition(board, us.ordinal(), right);
    }

    /** The condition of 3.8.2.2 that a castling with a kept right fails. */
    private static String failedCondition(Board board, int us, int right) {
        int them = us ^ 1;
        int kingTo = board.geometry.kingTo[right];
        if (board.inCheck(us)) {
            return "castling while in check is not allowed (FIDE 3.8.2.2)";
        }
        long blockers = board.geometry.mustBeEmpty[right] & board.occupied;
        if (blockers != 0) {
            return "castling needs the squares between king and rook empty, and "
                    + Square.of(Bitboards.first(blockers)) + " is occupied";
        }
        for (long path = board.geometry.kingPath[right] & ~bit(kingTo); path != 0; path &= path - 1) {
            int sq = Bitboards.first(path);
            if (board.attacked(sq, board.occupied, them)) {
                return "castling through an attacked square " + Square.of(sq);
            }
        }
        return "castling into check: the king would be attacked on " + Square.of(kingTo);
    }

    private static int findRight(Board board, Color us, Square king, boolean kingSide) {
        for (File file : File.values()) {
            int right = us.ordinal() * 8 + file.ordinal();
            boolean onSide = kingSide ? file.ordinal() > king.file().ordinal() : file.ordinal() < king.file().ordinal();
            if (onSide && (board.castling & (1 << right)) != 0) {
                return right;
            }
        }
        return -1;
    }
}
