package org.chesseus.tools.analyze;

import java.util.ArrayList;
import java.util.List;
import org.chesseus.api.Color;
import org.chesseus.api.Piece;
import org.chesseus.api.PieceType;
import org.chesseus.api.Position;
import org.chesseus.api.SearchBoard;

/**
 * Warnings for positions that pass the FEN reader but no game could reach: more than eight pawns,
 * more promoted pieces than missing pawns, a king checked by three pieces. {@code analyze} judges
 * them as they stand and only warns.
 */
final class Plausibility {
    private static final long DARK = 0xAA55AA55AA55AA55L;

    private Plausibility() {
    }

    /** The warnings about a position, read from it and from a board holding it. */
    static List<String> warnings(Position position, SearchBoard board) {
        List<String> warnings = new ArrayList<>();
        for (Color color : Color.values()) {
            int pawns = count(position, color, PieceType.PAWN);
            if (pawns > 8) {
                warnings.add(color.title() + " has " + pawns + " pawns");
            }
            int promoted = promotedAtLeast(position, color);
            if (promoted > 8 - Math.min(pawns, 8)) {
                warnings.add(color.title() + " has at least " + promoted + " promoted pieces but only "
                        + (8 - Math.min(pawns, 8)) + " missing pawns");
            }
        }
        Color toMove = position.sideToMove();
        if (board.inCheck()) {
            int checkers = Long.bitCount(board.attackersTo(board.kingSquare(toMove.ordinal()), toMove.ordinal() ^ 1));
            if (checkers > 2) {
                warnings.add(toMove.title() + "'s king is checked by " + checkers + " pieces, which no move can do");
            }
        }
        return List.copyOf(warnings);
    }

    private static int promotedAtLeast(Position position, Color color) {
        long bishops = position.bitboard(Piece.of(color, PieceType.BISHOP));
        return Math.max(0, count(position, color, PieceType.QUEEN) - 1)
                + Math.max(0, count(position, color, PieceType.ROOK) - 2)
                + Math.max(0, count(position, color, PieceType.KNIGHT) - 2)
                + Math.max(0, Long.bitCount(bishops & DARK) - 1)
                + Math.max(0, Long.bitCount(bishops & ~DARK) - 1);
    }

    private static int count(Position position, Color color, PieceType type) {
        return Long.bitCount(position.bitboard(Piece.of(color, type)));
    }
}
