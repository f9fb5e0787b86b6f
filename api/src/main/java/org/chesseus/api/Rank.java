package org.chesseus.api;

import java.util.Optional;

/** A rank of the board, {@code 1} to {@code 8} (FIDE 2.4). */
public enum Rank {
    R1, R2, R3, R4, R5, R6, R7, R8;

    private static final Rank[] VALUES = values();

    /** The digit of this rank. */
    public char digit() {
        return (char) ('1' + ordinal());
    }

    /** The rank with this index, 0 for rank 1. */
    public static Rank of(int index) {
        return VALUES[index];
    }

    /** The rank written with this digit; empty for any other character. */
    public static Optional<Rank> fromDigit(char c) {
        return c >= '1' && c <= '8' ? Optional.of(VALUES[c - '1']) : Optional.empty();
    }

    @Override
    public String toString() {
        return String.valueOf(digit());
    }
}
