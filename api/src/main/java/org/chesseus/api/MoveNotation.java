package org.chesseus.api;

/**
 * Reading and writing moves in Standard Algebraic Notation (FIDE Appendix C) and in the UCI
 * protocol's coordinate notation. Readers throw {@link IllegalMoveException} with a reason a
 * player can act on: the text is no move at all, no piece can make it, it is ambiguous, or it is
 * illegal and why ({@code e1g1: castling through an attacked square f1}).
 */
public interface MoveNotation {

    /** The legal move written in SAN ({@code Nf3}, {@code exd5}, {@code O-O}, {@code e8=N+}). */
    Move parseSan(Position position, String san);

    /**
     * The legal move written in SAN on a live board, packed ({@link Move#packed()}): the move
     * {@link #parseSan(Position, String)} reads on the board's position, refused with the same
     * reason. For replaying many records on one board without a {@link Position} a move. The
     * default reads it on {@link SearchBoard#toPosition()}; the legality layer reads it on the
     * board itself.
     *
     * @throws IllegalMoveException as {@link #parseSan(Position, String)} does
     */
    default int parseSan(SearchBoard board, String san) {
        return parseSan(board.toPosition(), san).packed();
    }

    /** The SAN of a legal move, with disambiguation and {@code +} or {@code #}. */
    String san(Position position, Move move);

    /** The legal move written in UCI notation ({@code g1f3}, {@code e7e8n}). */
    Move parseUci(Position position, String uci);

    /** The UCI notation of a legal move. */
    String uci(Position position, Move move);

    /** A move in either notation: UCI when the text has that shape, SAN otherwise. */
    Move parse(Position position, String text);
}
