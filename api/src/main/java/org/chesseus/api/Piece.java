package org.chesseus.api;

import java.util.Optional;

/** A coloured piece. The ordinal is {@code color.ordinal() * 6 + type.ordinal()}. */
public enum Piece {
    WHITE_PAWN, WHITE_KNIGHT, WHITE_BISHOP, WHITE_ROOK, WHITE_QUEEN, WHITE_KING,
    BLACK_PAWN, BLACK_KNIGHT, BLACK_BISHOP, BLACK_ROOK, BLACK_QUEEN, BLACK_KING;

    private static final Piece[] VALUES = values();

    /** The side this piece belongs to. */
    public Color color() {
        return ordinal() < 6 ? Color.WHITE : Color.BLACK;
    }

    /** What kind of piece this is. */
    public PieceType type() {
        return PieceType.values()[ordinal() % 6];
    }

    /** FEN's letter: upper case for White, lower case for Black. */
    public char fenLetter() {
        char letter = type().letter();
        return color() == Color.WHITE ? letter : Character.toLowerCase(letter);
    }

    /** The piece of that colour and type. */
    public static Piece of(Color color, PieceType type) {
        return VALUES[color.ordinal() * 6 + type.ordinal()];
    }

    /** The piece with this ordinal (0–11). */
    public static Piece ofIndex(int index) {
        return VALUES[index];
    }

    /** The piece FEN writes with this letter; empty for anything else. */
    public static Optional<Piece> fromFenLetter(char c) {
        return PieceType.fromLetter(c)
                .filter(type -> Character.isLetter(c))
                .map(type -> of(Character.isUpperCase(c) ? Color.WHITE : Color.BLACK, type));
    }
}
