package org.chesseus.api.pgn;

import java.util.Locale;
import org.chesseus.api.game.ResultCode;

/**
 * The values of the PGN {@code Termination} tag (PGN standard 9.8.1), read without regard to case
 * or spacing, and written by every command with {@link #of} (and {@link PgnWriter#endTags}).
 * Platforms' free texts are recognised where they name a loss on time ({@code "Anna won on
 * time"}) or an abandoned game; any other text is {@link #OTHER}. Re-judging reads the recorders'
 * own values and sentences in full (the drivers' recorded reason).
 */
public enum Termination {
    /** The game was abandoned. */
    ABANDONED("abandoned"),
    /** The result was decided by a third party. */
    ADJUDICATION("adjudication"),
    /** A player died. */
    DEATH("death"),
    /** The game ended by an emergency. */
    EMERGENCY("emergency"),
    /** The game ended in a normal way: checkmate, resignation, a draw on the board or by agreement. */
    NORMAL("normal"),
    /** A player lost for breaking a rule: a second illegal move (FIDE 7.5.5), an engine's illegal move. */
    RULES_INFRACTION("rules infraction"),
    /** A flag fell (FIDE 6.9). */
    TIME_FORFEIT("time forfeit"),
    /** The game has not ended. */
    UNTERMINATED("unterminated"),
    /** A value outside the standard's list, judged as a normal ending. */
    OTHER("other");

    private final String text;

    Termination(String text) {
        this.text = text;
    }

    /** The value as the standard writes it ({@code time forfeit}). */
    public String text() {
        return text;
    }

    /** The termination a tag value names. */
    public static Termination read(String value) {
        String given = spacedOnce(value).toLowerCase(Locale.ROOT);
        for (Termination termination : values()) {
            if (termination != OTHER && termination.text.equals(given)) {
                return termination;
            }
        }
        if (given.endsWith("on time") || given.contains("time forfeit") || given.equals("timeout")) {
            return TIME_FORFEIT;
        }
        if (given.contains("abandon")) {
            return ABANDONED;
        }
        return OTHER;
    }

    /** {@code value} stripped, each run of white space inside it one space (as {@code \\s+} → " "). */
    private static String spacedOnce(String value) {
        String stripped = value.strip();
        StringBuilder spaced = new StringBuilder(stripped.length());
        boolean inSpace = false;
        for (int i = 0; i < stripped.length(); i++) {
            char c = stripped.charAt(i);
            boolean space = c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
            if (!space) {
                spaced.append(c);
            } else if (!inSpace) {
                spaced.append(' ');
            }
            inSpace = space;
        }
        return spaced.toString();
    }

    /** The termination to write for a game that ended with this code. */
    public static Termination of(ResultCode code) {
        switch (code) {
            case WHITE_WINS_ON_TIME:
            case BLACK_WINS_ON_TIME:
            case TIMEOUT_CANNOT_MATE:
                return TIME_FORFEIT;
            case WHITE_WINS_BY_FORFEIT:
            case BLACK_WINS_BY_FORFEIT:
            case FORFEIT_CANNOT_MATE:
                return RULES_INFRACTION;
            case ABORTED:
                return ABANDONED;
            default:
                return NORMAL;
        }
    }
}
