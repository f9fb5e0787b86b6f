package org.chesseus.drivers.console;

import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.Move;
import org.chesseus.api.Piece;
import org.chesseus.api.Position;
import org.chesseus.api.Square;

/**
 * The board as text, seen from one side: plain ASCII (FEN letters, {@code .} for an empty square),
 * Unicode chess pieces, or Unicode pieces on coloured squares with the last move marked.
 */
final class BoardDrawing {
    private static final String WHITE_PIECES = "♙♘♗♖♕♔";
    private static final String BLACK_PIECES = "♟♞♝♜♛♚";
    private static final String RESET = "\u001b[0m";
    private static final String LIGHT = "\u001b[48;5;180m";
    private static final String DARK = "\u001b[48;5;137m";
    private static final String MARKED = "\u001b[48;5;143m";
    private static final String WHITE_INK = "\u001b[1;97m";
    private static final String BLACK_INK = "\u001b[1;30m";

    private final boolean unicode;
    private final boolean color;

    BoardDrawing(boolean unicode, boolean color) {
        this.unicode = unicode;
        this.color = color && unicode;
    }

    /** The board with {@code bottom}'s pieces at the bottom, the last move marked where colours are shown. */
    String draw(Position position, Color bottom, Optional<Move> lastMove) {
        StringBuilder board = new StringBuilder();
        for (int row = 0; row < 8; row++) {
            int rank = bottom == Color.WHITE ? 7 - row : row;
            board.append(rank + 1).append(' ');
            for (int column = 0; column < 8; column++) {
                int file = bottom == Color.WHITE ? column : 7 - column;
                Square square = Square.of(rank * 8 + file);
                board.append(square(position.pieceAt(square), square, marked(square, lastMove)));
            }
            board.append(color ? RESET : "").append('\n');
        }
        board.append("  ");
        for (int column = 0; column < 8; column++) {
            char file = (char) ('a' + (bottom == Color.WHITE ? column : 7 - column));
            board.append(color ? " " + file + " " : unicode ? file + " " : " " + file);
        }
        return board.toString().stripTrailing();
    }

    private static boolean marked(Square square, Optional<Move> lastMove) {
        return lastMove.map(move -> move.from() == square || move.to() == square).orElse(false);
    }

    private String square(Optional<Piece> piece, Square square, boolean marked) {
        if (!unicode) {
            return " " + piece.map(p -> String.valueOf(p.fenLetter())).orElse(".");
        }
        if (!color) {
            return piece.map(BoardDrawing::glyph).orElse("·") + " ";
        }
        String background = marked ? MARKED : square.isDark() ? DARK : LIGHT;
        String body = piece.map(p -> (p.color() == Color.WHITE ? WHITE_INK : BLACK_INK)
                + BLACK_PIECES.charAt(p.type().ordinal())).orElse(" ");
        return background + " " + body + " " + RESET;
    }

    private static String glyph(Piece piece) {
        String set = piece.color() == Color.WHITE ? WHITE_PIECES : BLACK_PIECES;
        return String.valueOf(set.charAt(piece.type().ordinal()));
    }
}
