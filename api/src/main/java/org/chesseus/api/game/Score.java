package org.chesseus.api.game;

/** The score of a finished game, as PGN writes it. */
public enum Score {
    WHITE_WINS("1-0"),
    BLACK_WINS("0-1"),
    DRAW("1/2-1/2"),
    /** No result: the game was aborted (a platform's abort, {@link ResultCode#ABORTED}). */
    NO_RESULT("*");

    private final String pgn;

    Score(String pgn) {
        this.pgn = pgn;
    }

    /** The PGN result token: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, or {@code *} for no result. */
    public String pgn() {
        return pgn;
    }
}
