package org.chesseus.api.kit;

import org.chesseus.api.Color;
import org.chesseus.api.PieceType;
import org.chesseus.api.SearchBoard;

/**
 * The material on a board as the books' material rules read it (a platform's insufficient
 * material, US Chess 14E, a flag against a lone king): men counted per side and kind, and the
 * colours of the squares the bishops stand on. Reads the board's bitboards and allocates nothing,
 * so a rule judged on every position may call it.
 */
public final class Material {
    /** The dark squares (a1, c1, …, h8) as a bitboard. */
    public static final long DARK_SQUARES = 0xAA55AA55AA55AA55L;

    private Material() {
    }

    /** How many men of {@code type} {@code side} has. */
    public static int count(SearchBoard board, Color side, PieceType type) {
        return Long.bitCount(board.pieces(side.ordinal() * 6 + type.ordinal()));
    }

    /** {@code side}'s knights and bishops. */
    public static int minors(SearchBoard board, Color side) {
        return count(board, side, PieceType.KNIGHT) + count(board, side, PieceType.BISHOP);
    }

    /** {@code side}'s pawns, rooks and queens: any of them is enough to mate a bare king. */
    public static int pawnsAndMajors(SearchBoard board, Color side) {
        return count(board, side, PieceType.PAWN) + count(board, side, PieceType.ROOK)
                + count(board, side, PieceType.QUEEN);
    }

    /** Whether {@code side} has nothing but its king. */
    public static boolean bareKing(SearchBoard board, Color side) {
        return pawnsAndMajors(board, side) == 0 && minors(board, side) == 0;
    }

    /** The bishops of both sides, as a bitboard. */
    public static long bishops(SearchBoard board) {
        return board.pieces(PieceType.BISHOP.ordinal()) | board.pieces(6 + PieceType.BISHOP.ordinal());
    }

    /** Whether every bishop on the board (of both sides) stands on squares of one colour; true for none. */
    public static boolean bishopsOnOneColour(SearchBoard board) {
        long bishops = bishops(board);
        return (bishops & DARK_SQUARES) == 0 || (bishops & ~DARK_SQUARES) == 0;
    }
}
