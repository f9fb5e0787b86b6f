package org.chesseus.rules.chesscom;

import org.chesseus.api.Color;
import org.chesseus.api.PieceType;
import org.chesseus.api.SearchBoard;

/** The material lists of Chess.com's help pages, read from one side's pieces. */
final class Material {
    private Material() {
    }

    /** Whether {@code side} has a king and at most one minor piece, nothing else. */
    static boolean atMostOneMinor(SearchBoard board, Color side) {
        return heavyOrPawns(board, side) == 0 && minors(board, side) <= 1;
    }

    /** Whether {@code side} has a king and exactly two knights, nothing else. */
    static boolean twoKnights(SearchBoard board, Color side) {
        return heavyOrPawns(board, side) == 0 && count(board, side, PieceType.BISHOP) == 0
                && count(board, side, PieceType.KNIGHT) == 2;
    }

    /** Whether {@code side} has nothing but its king. */
    static boolean bareKing(SearchBoard board, Color side) {
        return heavyOrPawns(board, side) == 0 && minors(board, side) == 0;
    }

    private static int heavyOrPawns(SearchBoard board, Color side) {
        return count(board, side, PieceType.PAWN) + count(board, side, PieceType.ROOK) + count(board, side, PieceType.QUEEN);
    }

    private static int minors(SearchBoard board, Color side) {
        return count(board, side, PieceType.KNIGHT) + count(board, side, PieceType.BISHOP);
    }

    private static int count(SearchBoard board, Color color, PieceType type) {
        return Long.bitCount(board.pieces(color.ordinal() * 6 + type.ordinal()));
    }
}
