package org.chesseus.tools.corpus;

import org.chesseus.api.Color;
import org.chesseus.api.Piece;
import org.chesseus.api.PieceType;
import org.chesseus.api.Position;

/**
 * What the player whose flag did not fall has left when the other's flag falls — the classes a
 * loss on time is judged by under FIDE 6.9 (can this player still checkmate by any series of legal
 * moves?): a bare king, a lone knight, bishop, two knights, rook or queen, pawns only, a blocked
 * pawn ending (kings and pawns only, every pawn stopped head-on by an enemy pawn), or more.
 */
public enum FlagMaterial {
    /** The king alone: no mate is possible, Lichess scores the flag a draw. */
    BARE_KING,
    /** King and one knight. */
    KNIGHT,
    /** King and one bishop. */
    BISHOP,
    /** King and two knights. */
    TWO_KNIGHTS,
    /** King and one rook. */
    ROOK,
    /** King and one queen. */
    QUEEN,
    /** King and pawns, not all blocked. */
    PAWNS,
    /** Kings and pawns only on the board, every pawn blocked by an enemy pawn in front of it. */
    BLOCKED,
    /** Anything more. */
    MORE;

    /** The class of what {@code side} has in {@code position}. */
    static FlagMaterial of(Position position, Color side) {
        long pawns = position.bitboard(Piece.of(side, PieceType.PAWN));
        int knights = Long.bitCount(position.bitboard(Piece.of(side, PieceType.KNIGHT)));
        int bishops = Long.bitCount(position.bitboard(Piece.of(side, PieceType.BISHOP)));
        int rooks = Long.bitCount(position.bitboard(Piece.of(side, PieceType.ROOK)));
        int queens = Long.bitCount(position.bitboard(Piece.of(side, PieceType.QUEEN)));
        int pieces = knights + bishops + rooks + queens;
        if (pieces == 0) {
            return pawns == 0 ? BARE_KING : blocked(position) ? BLOCKED : PAWNS;
        }
        if (pawns != 0 || pieces > 2 || (pieces == 2 && knights != 2)) {
            return MORE;
        }
        return knights == 2 ? TWO_KNIGHTS : knights == 1 ? KNIGHT : bishops == 1 ? BISHOP : rooks == 1 ? ROOK : QUEEN;
    }

    /** Kings and pawns only, and every pawn has an enemy pawn on the square in front of it. */
    private static boolean blocked(Position position) {
        long white = position.bitboard(Piece.WHITE_PAWN);
        long black = position.bitboard(Piece.BLACK_PAWN);
        long kings = position.bitboard(Piece.WHITE_KING) | position.bitboard(Piece.BLACK_KING);
        if (white == 0 || position.occupied() != (white | black | kings)) {
            return false;
        }
        return (white << 8) == black;
    }

    /** The name a summary shows: {@code bare-king}, {@code two-knights}, … */
    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }
}
