package org.chesseus.api.kit;

import java.util.ArrayList;
import java.util.List;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.HalfmoveClockRule;
import org.chesseus.api.pgn.MoveNumbering;

/**
 * The score sheet as an arbiter reads it to rule on a counted draw (FIDE 9.2, 9.3, 9.6): where the
 * present position occurred, and which move last restarted the half-move counter — each move named
 * as people number them ({@code 2… Ng8}, {@link MoveNumbering}) with its ply beside it (half-moves
 * from the start of the record; ply 0 is the start position). Players ask "why is this a draw?"
 * when the occurrences were not consecutive or the moves were counted in half-moves: these phrases
 * answer with the plies. For explanations only: each call replays the record; counting stays with
 * {@link GameState#repetitionCount()} and {@link GameState#halfmoveClock()}. Since API version 2.
 */
public final class ScoreSheet {
    private ScoreSheet() {
    }

    /** The position at {@code ply}, named: {@code the start position (ply 0)}, else {@code 2… Ng8 (ply 4)}. */
    public static String move(GameState state, int ply) {
        if (ply == 0) {
            return "the start position (ply 0)";
        }
        return MoveNumbering.label(state.start(), ply, state.san(ply)) + " (ply " + ply + ")";
    }

    /**
     * Where the present position occurred (9.2.3), oldest first, and who was to move each time:
     * {@code after 2. Ng1 (ply 3), 4. Ng1 (ply 7) and 6. Ng1 (ply 11), White to move each time}, or
     * {@code the start position (ply 0) and after 2. Nf3 (ply 3) …}.
     */
    public static String occurrences(GameState state) {
        List<Integer> plies = state.repetitionPlies();
        List<String> after = new ArrayList<>();
        for (int ply : plies) {
            if (ply > 0) {
                after.add(move(state, ply));
            }
        }
        String moves = after.isEmpty() ? "" : "after " + list(after);
        String where = after.size() == plies.size() ? moves
                : after.isEmpty() ? move(state, 0) : move(state, 0) + " and " + moves;
        String mover = state.board().sideToMove() == 0 ? "White" : "Black";
        return where + (plies.size() > 1 ? ", " + mover + " to move each time" : ", " + mover + " to move");
    }

    /**
     * The move that last restarted the half-move counter the book keeps (9.3, 9.6.2; {@link
     * HalfmoveClockRule}): {@code the last capture or pawn move was 12… exd4 (ply 24)}, or, where
     * none was played since the start of the record, {@code no capture or pawn move since the start
     * position, whose FEN half-move clock was 40}.
     */
    public static String lastReset(GameState state) {
        String events = restartsOnLostRights(state)
                ? "capture, pawn move or lost castling or en-passant right" : "capture or pawn move";
        int ply = state.ply() - state.halfmoveClock();
        if (ply <= 0) {
            return "no " + events + " since the start position, whose FEN half-move clock was "
                    + state.start().halfmoveClock();
        }
        return "the last " + events + " was " + move(state, ply);
    }

    private static boolean restartsOnLostRights(GameState state) {
        return state.book().rule(HalfmoveClockRule.ID).map(entry -> entry.rule())
                .filter(HalfmoveClockRule.class::isInstance)
                .map(rule -> ((HalfmoveClockRule) rule).restartsOnLostRights()).orElse(false);
    }

    /** {@code a}, {@code a and b}, {@code a, b and c}. */
    private static String list(List<String> items) {
        int last = items.size() - 1;
        return last == 0 ? items.get(0) : String.join(", ", items.subList(0, last)) + " and " + items.get(last);
    }
}
