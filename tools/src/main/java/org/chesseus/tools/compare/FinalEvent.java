package org.chesseus.tools.compare;

import java.util.Locale;
import org.chesseus.api.Color;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.Ruling;

/**
 * What happens after the moves of a compared game, if anything: a flag falls (FIDE 6.9), a player
 * resigns (5.1.2), or the player having the move claims a draw (9.2, 9.3). Written {@code
 * flag:white}, {@code flag:black}, {@code resign:white}, {@code resign:black}, {@code claim}.
 */
public enum FinalEvent {
    /** Nothing: the game is judged as the moves leave it. */
    NONE("", "nothing"),
    /** White's flag falls. */
    FLAG_WHITE("flag:white", "White's flag fall"),
    /** Black's flag falls. */
    FLAG_BLACK("flag:black", "Black's flag fall"),
    /** White resigns. */
    RESIGN_WHITE("resign:white", "White's resignation"),
    /** Black resigns. */
    RESIGN_BLACK("resign:black", "Black's resignation"),
    /** The player having the move claims a draw on the present position. */
    CLAIM("claim", "the draw claim");

    private final String written;
    private final String phrase;

    FinalEvent(String written, String phrase) {
        this.written = written;
        this.phrase = phrase;
    }

    /**
     * The event written as on the command line.
     *
     * @throws RejectedInputException for anything else, listing the choices
     */
    public static FinalEvent parse(String text) {
        String wanted = text.strip().toLowerCase(Locale.ROOT);
        for (FinalEvent event : values()) {
            if (event != NONE && event.written.equals(wanted)) {
                return event;
            }
        }
        throw new RejectedInputException("--then: '" + text + "' is no event; write flag:white, flag:black, resign:white,"
                + " resign:black or claim");
    }

    /** The event as written on the command line ({@code flag:white}); empty for {@link #NONE}. */
    public String written() {
        return written;
    }

    /** The event in a sentence ({@code White's flag fall}). */
    public String phrase() {
        return phrase;
    }

    /**
     * Applies the event to a game going on.
     *
     * @throws RejectedInputException when the book has no rule for it, or its rule refuses it
     */
    Ruling apply(Game game) {
        switch (this) {
            case FLAG_WHITE:
                return game.flagFall(Color.WHITE);
            case FLAG_BLACK:
                return game.flagFall(Color.BLACK);
            case RESIGN_WHITE:
                return game.resign(Color.WHITE);
            case RESIGN_BLACK:
                return game.resign(Color.BLACK);
            case CLAIM:
                return game.claimDraw(game.ruling().position().sideToMove());
            default:
                return game.ruling();
        }
    }
}
