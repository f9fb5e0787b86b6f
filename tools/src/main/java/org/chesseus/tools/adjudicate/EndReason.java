package org.chesseus.tools.adjudicate;

import java.util.EnumSet;
import java.util.Set;
import org.chesseus.api.game.ResultCode;

/**
 * Why a game ended, at the grain recorders share: the reason a record gives ({@link
 * RecordedReason}) and the one a ruled code stands for ({@link #of}), compared by {@link
 * #admits}. Codes of one event share a reason whatever the score: {@code WT}, {@code BT} and
 * {@code TM} are all {@link #TIME_FORFEIT}. Two reasons are only ever recorded: {@link #NORMAL}
 * (the PGN standard's {@code normal} and Lichess's {@code Normal}, which leave the detail to the
 * moves and result) and {@link #ADJUDICATION} (a third party's decision, judged as the action it
 * stands for); {@link #UNTERMINATED} is a record that says the game did not end.
 */
public enum EndReason {
    /** Checkmate (FIDE 5.1.1): {@code W#}, {@code B#}. */
    CHECKMATE("checkmate"),
    /** Stalemate (5.2.1): {@code SM}. */
    STALEMATE("stalemate"),
    /** A dead position, insufficient material among them (5.2.2): {@code DP}, {@code IM}. */
    DEAD_POSITION("dead-position"),
    /** A threefold repetition claimed or automatic (9.2): {@code 3R}. */
    REPETITION("repetition"),
    /** A fivefold repetition (9.6.1): {@code 5R}. */
    FIVEFOLD_REPETITION("fivefold-repetition"),
    /** Fifty moves claimed or automatic (9.3): {@code 50}. */
    FIFTY_MOVES("fifty-moves"),
    /** Seventy-five moves (9.6.2): {@code 75}. */
    SEVENTY_FIVE_MOVES("seventy-five-moves"),
    /** A draw by agreement (5.2.3): {@code DA}. */
    AGREEMENT("agreement"),
    /** A resignation (5.1.2): {@code WR}, {@code BR}, {@code RM}. */
    RESIGNATION("resignation"),
    /** A flag fall (6.9): {@code WT}, {@code BT}, {@code TM}. */
    TIME_FORFEIT("time-forfeit"),
    /** A forfeit: an illegal move, a crash, a disconnection, an abandoned game: {@code WF}, {@code BF}, {@code FM}. */
    FORFEIT("forfeit"),
    /** Recorded only: an ordinary end the record does not detail (mate, resignation, a draw). */
    NORMAL("normal"),
    /** Recorded only: a third party decided (an engine match's adjudication, a tablebase). */
    ADJUDICATION("adjudication"),
    /** Recorded only: the game did not end. */
    UNTERMINATED("unterminated");

    private static final Set<EndReason> ORDINARY = EnumSet.of(CHECKMATE, STALEMATE, DEAD_POSITION, REPETITION,
            FIVEFOLD_REPETITION, FIFTY_MOVES, SEVENTY_FIVE_MOVES, AGREEMENT, RESIGNATION);
    private static final Set<EndReason> ADJUDICATED = EnumSet.of(RESIGNATION, AGREEMENT, REPETITION, FIFTY_MOVES);

    private final String word;

    EndReason(String word) {
        this.word = word;
    }

    /** The reason as JSON writes it: {@code time-forfeit}. */
    public String word() {
        return word;
    }

    /** The reason a code stands for; the score codes of Armageddon ({@code WA}, {@code BA}) say none and are {@link #NORMAL}. */
    public static EndReason of(ResultCode code) {
        switch (code) {
            case WHITE_CHECKMATES:
            case BLACK_CHECKMATES:
                return CHECKMATE;
            case STALEMATE:
                return STALEMATE;
            case DEAD_POSITION:
            case INSUFFICIENT_MATERIAL:
            case WHITE_CANNOT_MATE:
                return DEAD_POSITION;
            case THREEFOLD_REPETITION:
                return REPETITION;
            case FIVEFOLD_REPETITION:
                return FIVEFOLD_REPETITION;
            case FIFTY_MOVES:
                return FIFTY_MOVES;
            case SEVENTY_FIVE_MOVES:
                return SEVENTY_FIVE_MOVES;
            case DRAW_AGREED:
                return AGREEMENT;
            case WHITE_WINS_BY_RESIGNATION:
            case BLACK_WINS_BY_RESIGNATION:
            case RESIGNATION_CANNOT_MATE:
                return RESIGNATION;
            case WHITE_WINS_ON_TIME:
            case BLACK_WINS_ON_TIME:
            case TIMEOUT_CANNOT_MATE:
                return TIME_FORFEIT;
            case WHITE_WINS_BY_FORFEIT:
            case BLACK_WINS_BY_FORFEIT:
            case FORFEIT_CANNOT_MATE:
                return FORFEIT;
            case ABORTED:
                // An abort ends the game without a result: as a record, a game that did not end.
                return UNTERMINATED;
            default:
                // Score codes, and codes overlays add later, name no event of their own.
                return NORMAL;
        }
    }

    /**
     * Whether a game recorded as ending for this reason may have ended for {@code ruled}: the same
     * reason; for {@link #NORMAL} any ordinary end (checkmate, a draw of the board or by claim or
     * agreement, resignation); for {@link #ADJUDICATION} the actions an adjudication is judged as
     * (resignation, agreement, a claim of repetition or fifty moves).
     */
    public boolean admits(EndReason ruled) {
        if (this == ruled) {
            return true;
        }
        if (this == NORMAL) {
            return ORDINARY.contains(ruled);
        }
        return this == ADJUDICATION && ADJUDICATED.contains(ruled);
    }
}
