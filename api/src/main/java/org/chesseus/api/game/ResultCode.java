package org.chesseus.api.game;

import java.util.Optional;
import org.chesseus.api.Color;

/**
 * How a game ended: FideLite's fifteen codes with their numbers (RULES-NOTES §1), and the codes
 * overlays add. W… White wins, B… Black wins; D…, …M and codes with a digit are draws; {@code AB}
 * (aborted) has no result.
 */
public enum ResultCode {
    WHITE_CHECKMATES("W#", 1, Score.WHITE_WINS),
    BLACK_CHECKMATES("B#", 2, Score.BLACK_WINS),
    STALEMATE("SM", 3, Score.DRAW),
    SEVENTY_FIVE_MOVES("75", 4, Score.DRAW),
    FIVEFOLD_REPETITION("5R", 5, Score.DRAW),
    DEAD_POSITION("DP", 6, Score.DRAW),
    FIFTY_MOVES("50", 7, Score.DRAW),
    THREEFOLD_REPETITION("3R", 8, Score.DRAW),
    DRAW_AGREED("DA", 9, Score.DRAW),
    WHITE_WINS_ON_TIME("WT", 10, Score.WHITE_WINS),
    BLACK_WINS_ON_TIME("BT", 11, Score.BLACK_WINS),
    WHITE_WINS_BY_RESIGNATION("WR", 12, Score.WHITE_WINS),
    BLACK_WINS_BY_RESIGNATION("BR", 13, Score.BLACK_WINS),
    TIMEOUT_CANNOT_MATE("TM", 14, Score.DRAW),
    RESIGNATION_CANNOT_MATE("RM", 15, Score.DRAW),
    WHITE_WINS_BY_FORFEIT("WF", 0, Score.WHITE_WINS),
    BLACK_WINS_BY_FORFEIT("BF", 0, Score.BLACK_WINS),
    FORFEIT_CANNOT_MATE("FM", 0, Score.DRAW),
    INSUFFICIENT_MATERIAL("IM", 0, Score.DRAW),
    /**
     * An event's one-sided ending (Armageddon): White, who must win, can no longer checkmate by any
     * series of legal moves while Black still could — not a dead position (FIDE 5.2.2 asks it of
     * both sides). A draw on the board; the event's score code decides the score ({@code BA}).
     */
    WHITE_CANNOT_MATE("NM", 0, Score.DRAW),
    /** Armageddon's score code beside the board's: White won. */
    WHITE_WINS_ARMAGEDDON("WA", 0, Score.WHITE_WINS),
    /** Armageddon's score code beside the board's: Black won or the game was drawn. */
    BLACK_WINS_ARMAGEDDON("BA", 0, Score.BLACK_WINS),
    /** A platform's abort before both players have moved ({@link AbortRule}): no result, score {@code *}. */
    ABORTED("AB", 0, Score.NO_RESULT);

    private final String code;
    private final int number;
    private final Score score;

    ResultCode(String code, int number, Score score) {
        this.code = code;
        this.number = number;
        this.score = score;
    }

    /** How a game is won, for {@link #win}. */
    public enum Win {
        /** FIDE 5.1.1: {@code W#} / {@code B#}. */
        CHECKMATE,
        /** FIDE 6.9, the opponent's flag: {@code WT} / {@code BT}. */
        ON_TIME,
        /** FIDE 5.1.2, the opponent resigned: {@code WR} / {@code BR}. */
        RESIGNATION,
        /** A forfeit (FIDE 7.5.5, an engine's failure): {@code WF} / {@code BF}. */
        FORFEIT
    }

    /** The code of a win by {@code winner} in the way {@code how}: {@code win(BLACK, ON_TIME)} is {@code BT}. */
    public static ResultCode win(Color winner, Win how) {
        boolean white = winner == Color.WHITE;
        switch (how) {
            case CHECKMATE:
                return white ? WHITE_CHECKMATES : BLACK_CHECKMATES;
            case ON_TIME:
                return white ? WHITE_WINS_ON_TIME : BLACK_WINS_ON_TIME;
            case RESIGNATION:
                return white ? WHITE_WINS_BY_RESIGNATION : BLACK_WINS_BY_RESIGNATION;
            default:
                return white ? WHITE_WINS_BY_FORFEIT : BLACK_WINS_BY_FORFEIT;
        }
    }

    /** The short code: {@code W#}, {@code 75}, {@code DP}, … */
    public String code() {
        return code;
    }

    /** FideLite's number (1–15) for its fifteen codes; empty for the codes overlays add. */
    public Optional<Integer> number() {
        return number == 0 ? Optional.empty() : Optional.of(number);
    }

    /** The score this ending gives. */
    public Score score() {
        return score;
    }

    /** The code for its short form ({@code W#}); empty for anything else. */
    public static Optional<ResultCode> fromCode(String code) {
        for (ResultCode value : values()) {
            if (value.code.equals(code)) {
                return Optional.of(value);
            }
        }
        return Optional.empty();
    }
}
