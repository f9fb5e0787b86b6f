package org.chesseus.rules.lichess;

import static org.chesseus.api.kit.Material.count;
import static org.chesseus.api.kit.Material.minors;
import static org.chesseus.api.kit.Material.pawnsAndMajors;

import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.PieceType;
import org.chesseus.api.SearchBoard;
import org.chesseus.api.kit.Material;
import org.chesseus.api.kit.MaterialTest;

/**
 * Lichess's per-side material test (scalachess {@code InsufficientMaterial(board, color)}): a side
 * cannot mate with a lone king; with a single knight, unless the opponent has a piece other than a
 * queen to block its own king; with bishops only, unless the opponent has a knight or a pawn, or
 * bishops stand on both colours. Read from the pieces alone: who is to move and where the pieces
 * stand do not count (beyond the bishops' colours). As a {@link MaterialTest}, the site's dead
 * position: drawn ({@code IM}) when neither side has the material to mate.
 */
final class MatingMaterial implements MaterialTest {

    /** Whether {@code side} has too little material to mate by Lichess's rule. */
    static boolean insufficient(SearchBoard board, Color side) {
        Color other = side.opposite();
        if (pawnsAndMajors(board, side) > 0) {
            return false;
        }
        int knights = count(board, side, PieceType.KNIGHT);
        int bishops = count(board, side, PieceType.BISHOP);
        if (knights + bishops == 0) {
            return true;
        }
        if (bishops == 0) {
            return knights == 1 && count(board, other, PieceType.PAWN) + minors(board, other)
                    + count(board, other, PieceType.ROOK) == 0;
        }
        if (knights > 0) {
            return false;
        }
        return count(board, other, PieceType.KNIGHT) + count(board, other, PieceType.PAWN) == 0
                && Material.bishopsOnOneColour(board);
    }

    /** Drawn when neither side has the material to mate: bare kings, a lone minor piece, bishops on one colour. */
    @Override
    public Optional<String> drawn(SearchBoard board) {
        if (!insufficient(board, Color.WHITE) || !insufficient(board, Color.BLACK)) {
            return Optional.empty();
        }
        return Optional.of("Neither side has the material to checkmate: drawn by insufficient material.");
    }
}
