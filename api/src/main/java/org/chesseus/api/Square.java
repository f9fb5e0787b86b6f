package org.chesseus.api;

import java.util.Optional;

/**
 * A square of the board (FIDE 2.4). The ordinal is {@code rank * 8 + file}: {@code a1} = 0,
 * {@code h1} = 7, {@code h8} = 63 — the bit index the legality layer's bitboards use.
 */
public enum Square {
    A1, B1, C1, D1, E1, F1, G1, H1,
    A2, B2, C2, D2, E2, F2, G2, H2,
    A3, B3, C3, D3, E3, F3, G3, H3,
    A4, B4, C4, D4, E4, F4, G4, H4,
    A5, B5, C5, D5, E5, F5, G5, H5,
    A6, B6, C6, D6, E6, F6, G6, H6,
    A7, B7, C7, D7, E7, F7, G7, H7,
    A8, B8, C8, D8, E8, F8, G8, H8;

    private static final Square[] VALUES = values();

    /** The file of this square. */
    public File file() {
        return File.of(ordinal() & 7);
    }

    /** The rank of this square. */
    public Rank rank() {
        return Rank.of(ordinal() >>> 3);
    }

    /** The square on that file and rank. */
    public static Square of(File file, Rank rank) {
        return VALUES[rank.ordinal() * 8 + file.ordinal()];
    }

    /** The square with this index (0–63), as {@link #ordinal()}. */
    public static Square of(int index) {
        return VALUES[index];
    }

    /** This square's bit in a 64-bit board set. */
    public long bit() {
        return 1L << ordinal();
    }

    /** Squares of the same colour as {@code a1} are dark (FIDE 2.1: the right-hand corner is light). */
    public boolean isDark() {
        return ((ordinal() >>> 3) + (ordinal() & 7)) % 2 == 0;
    }

    /** The square named in algebraic notation ({@code e4}); empty for anything else. */
    public static Optional<Square> parse(String name) {
        if (name.length() != 2) {
            return Optional.empty();
        }
        char f = name.charAt(0);
        char r = name.charAt(1);
        if (f < 'a' || f > 'h' || r < '1' || r > '8') {
            return Optional.empty();
        }
        return Optional.of(VALUES[(r - '1') * 8 + (f - 'a')]);
    }

    /** The algebraic name, lower case: {@code e4}. */
    @Override
    public String toString() {
        return "" + file().letter() + rank().digit();
    }
}
