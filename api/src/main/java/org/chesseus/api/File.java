package org.chesseus.api;

import java.util.Optional;

/** A file of the board, {@code a} to {@code h} (FIDE 2.4). */
public enum File {
    A, B, C, D, E, F, G, H;

    private static final File[] VALUES = values();

    /** The lower-case letter of this file. */
    public char letter() {
        return (char) ('a' + ordinal());
    }

    /** The file with this index, 0 for {@code a}. */
    public static File of(int index) {
        return VALUES[index];
    }

    /** The file written with this letter, either case; empty for any other character. */
    public static Optional<File> fromLetter(char c) {
        char lower = Character.toLowerCase(c);
        return lower >= 'a' && lower <= 'h' ? Optional.of(VALUES[lower - 'a']) : Optional.empty();
    }

    @Override
    public String toString() {
        return String.valueOf(letter());
    }
}
