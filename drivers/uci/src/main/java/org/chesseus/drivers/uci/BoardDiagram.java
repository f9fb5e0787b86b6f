package org.chesseus.drivers.uci;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.chesseus.api.CastlingNotation;
import org.chesseus.api.FenWriter;
import org.chesseus.api.Legality;
import org.chesseus.api.Position;
import org.chesseus.api.SearchBoard;
import org.chesseus.api.Square;

/**
 * The answer to {@code d}, laid out as Stockfish lays it out: the board from White's side, then
 * {@code Fen:}, {@code Key:} (the Zobrist key of the position's identity, FIDE 9.2.3) and {@code
 * Checkers:}.
 */
final class BoardDiagram {
    private static final String RULE = " +---+---+---+---+---+---+---+---+";

    private BoardDiagram() {
    }

    /** The lines of the drawing of {@code position}. */
    static List<String> of(Legality legality, Position position, boolean chess960) {
        List<String> lines = new ArrayList<>();
        lines.add("");
        lines.add(RULE);
        for (int rank = 7; rank >= 0; rank--) {
            StringBuilder row = new StringBuilder(" |");
            for (int file = 0; file < 8; file++) {
                char piece = position.pieceAt(Square.of(rank * 8 + file)).map(found -> found.fenLetter()).orElse(' ');
                row.append(' ').append(piece).append(" |");
            }
            lines.add(row.append(' ').append(rank + 1).toString());
            lines.add(RULE);
        }
        lines.add("   a   b   c   d   e   f   g   h");
        lines.add("");
        CastlingNotation castling = chess960 ? CastlingNotation.X_FEN : CastlingNotation.STANDARD;
        lines.add("Fen: " + new FenWriter(legality, castling).write(position));
        SearchBoard board = legality.board(position);
        lines.add("Key: " + String.format(Locale.ROOT, "%016X", board.key()));
        lines.add("Checkers: " + checkers(board));
        return lines;
    }

    private static String checkers(SearchBoard board) {
        int side = board.sideToMove();
        long attackers = board.attackersTo(board.kingSquare(side), 1 - side);
        List<String> squares = new ArrayList<>();
        for (long rest = attackers; rest != 0; rest &= rest - 1) {
            squares.add(Square.of(Long.numberOfTrailingZeros(rest)).toString());
        }
        return String.join(" ", squares);
    }
}
