package org.chesseus.api;

import java.util.Optional;

/** The six kinds of piece (FIDE 2.2), in the order of their value. */
public enum PieceType {
    PAWN('P'),
    KNIGHT('N'),
    BISHOP('B'),
    ROOK('R'),
    QUEEN('Q'),
    KING('K');

    private final char letter;

    PieceType(char letter) {
        this.letter = letter;
    }

    /** The upper-case English letter used by SAN and FEN ({@code P} for the pawn). */
    public char letter() {
        return letter;
    }

    /** A pawn may promote to this piece (FIDE 3.7.3.3). */
    public boolean isPromotionTarget() {
        return this == KNIGHT || this == BISHOP || this == ROOK || this == QUEEN;
    }

    /** The type written with this letter, either case; empty for any other character. */
    public static Optional<PieceType> fromLetter(char c) {
        char upper = Character.toUpperCase(c);
        for (PieceType type : values()) {
            if (type.letter == upper) {
                return Optional.of(type);
            }
        }
        return Optional.empty();
    }
}
