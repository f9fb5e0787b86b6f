package org.chesseus.api.game;

import java.util.EnumMap;
import java.util.Map;
import org.chesseus.api.Color;
import org.chesseus.api.mate.MateAnswer;
import org.chesseus.api.mate.MateBudget;
import org.chesseus.api.mate.MateQuestion;
import org.chesseus.api.rules.RuleBook;

/**
 * The game's memory of "can X still checkmate?". A proven {@code no} only ever stays {@code no}:
 * any series of moves from a later position, prefixed by the moves that led there, is a series
 * from the earlier one (with the same clock accounting), so like castling rights these bits only
 * drop and are kept for the rest of the game (RULES-NOTES §5), the board-only and the clock-aware
 * answers apart (a board-only {@code no} implies the clock-aware one).
 */
final class MateMemory {
    /** The book's mate question, or null: a book without one answers every question "unknown". */
    private final MateQuestion question;
    private final Map<Color, MateAnswer> boardOnly = new EnumMap<>(Color.class);
    private final Map<Color, MateAnswer> clockAware = new EnumMap<>(Color.class);

    MateMemory(RuleBook book) {
        this.question = book.service(MateQuestion.class).orElse(null);
    }

    boolean proven(Color mater) {
        return boardOnly.containsKey(mater);
    }

    /** The answer for the state's position; a proven no is kept when {@code remember} (a position of the game, not one only tried). */
    MateAnswer canMate(GameState state, Color mater, MateBudget budget, boolean remember) {
        Map<Color, MateAnswer> proven = budget.clockAware() ? clockAware : boardOnly;
        MateAnswer known = proven.get(mater);
        if (known != null) {
            return known;
        }
        if (question == null) {
            return MateAnswer.unknown(mater, 0);
        }
        return kept(question.canMate(state.position(), mater, budget, false), budget.clockAware(), remember);
    }

    /** The quick tier's board-only answer, a proven no kept as {@link #canMate} keeps it. */
    MateAnswer quickCanMate(GameState state, Color mater, boolean remember) {
        MateAnswer known = boardOnly.get(mater);
        if (known != null) {
            return known;
        }
        if (question == null) {
            return MateAnswer.unknown(mater, 0);
        }
        return kept(question.quickCanMate(state.position(), mater, false), false, remember);
    }

    private MateAnswer kept(MateAnswer answer, boolean clockAwareQuestion, boolean remember) {
        if (answer.isNo() && remember) {
            MateAnswer no = MateAnswer.no(answer.mater(), answer.reason(), 0);
            (clockAwareQuestion ? clockAware : boardOnly).put(answer.mater(), no);
            if (!clockAwareQuestion) {
                clockAware.put(answer.mater(), no);
            }
        }
        return answer;
    }
}
