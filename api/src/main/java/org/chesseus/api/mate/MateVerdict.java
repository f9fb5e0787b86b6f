package org.chesseus.api.mate;

/** The three answers to "can this side still checkmate?". */
public enum MateVerdict {
    /** Some series of legal moves mates: the answer carries the line as proof. */
    YES,
    /** Proven: no series of legal moves mates (FIDE 5.2.2, 6.9, 5.1.2). Never said without a proof. */
    NO,
    /** The budget ran out before a proof either way; the book's default stands. */
    UNKNOWN;

    /** The lower-case word used in JSON and on the console. */
    public String word() {
        return name().toLowerCase();
    }
}
