package org.chesseus.rules.lichess;

import org.chesseus.api.Color;
import org.chesseus.api.PieceType;
import org.chesseus.api.SearchBoard;

/**
 * Lichess's per-side material test (scalachess {@code InsufficientMaterial(board, color)}): a side
 * cannot mate with a lone king; with a single knight, unless the opponent has a piece other than a
 * queen to block its own king; with bishops only, unless the opponent has a knight or a pawn, or
 * bishops stand on both colours. Read from the pieces alone: who is to move and where the pieces
 * stand do not count (beyond the bishops' colours).
 */
final class MatingMaterial {
    private static final long DARK_SQUARES = 0xAA55AA55AA55AA55L;

    private MatingMaterial() {
    }

    /** Whether {@code side} has too little material to mate by Lichess's rule. */
    static boolean insufficient(SearchBoard board, Color side) {
        Color other = side.opposite();
        if (count(board, side, PieceType.PAWN) + count(board, side, PieceType.ROOK) + count(board, side, PieceType.QUEEN) > 0) {
            return false;
        }
        int knights = count(board, side, PieceType.KNIGHT);
        int bishops = count(board, side, PieceType.BISHOP);
        if (knights + bishops == 0) {
            return true;
        }
        if (bishops == 0) {
            return knights == 1 && count(board, other, PieceType.PAWN) + count(board, other, PieceType.KNIGHT)
                    + count(board, other, PieceType.BISHOP) + count(board, other, PieceType.ROOK) == 0;
        }
        if (knights > 0) {
            return false;
        }
        return count(board, other, PieceType.KNIGHT) + count(board, other, PieceType.PAWN) == 0 && bishopsOnOneColour(board);
    }

    private static boolean bishopsOnOneColour(SearchBoard board) {
        long bishops = board.pieces(PieceType.BISHOP.ordinal()) | board.pieces(6 + PieceType.BISHOP.ordinal());
        return (bishops & DARK_SQUARES) == 0 || (bishops & ~DARK_SQUARES) == 0;
    }

    private static int count(SearchBoard board, Color color, PieceType type) {
        return Long.bitCount(board.pieces(color.ordinal() * 6 + type.ordinal()));
    }
}
