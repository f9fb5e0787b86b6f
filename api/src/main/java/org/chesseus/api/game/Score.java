package org.chesseus.api.game;

/** The score of a finished game, as PGN writes it. */
public enum Score {
    WHITE_WINS("1-0"),
    BLACK_WINS("0-1"),
    DRAW("1/2-1/2");

    private final String pgn;

    Score(String pgn) {
        this.pgn = pgn;
    }

    /** The PGN result token: {@code 1-0}, {@code 0-1} or {@code 1/2-1/2}. */
    public String pgn() {
        return pgn;
    }
}
