package org.chesseus.launcher.cli;

import org.chesseus.api.game.ResultCode;

/**
 * What a quiz answer means in words: a result code ({@code BT}: Black wins on time, FIDE 6.9), a
 * code with the score code an event gives it ({@code TM/BA}), or one of the words a ruling can be
 * ({@code goes on}, {@code refused}, {@code illegal}). {@link ResultCode} names its codes but does
 * not describe them; this table does, one line each, and every code must have one (the switch is
 * exhaustive).
 */
final class AnswerMeanings {
    private AnswerMeanings() {
    }

    /** The meaning of an answer as {@code CaseRuling.answer()} writes it; the answer itself when unknown. */
    static String of(String answer) {
        int slash = answer.indexOf('/');
        if (slash > 0) {
            String board = of(answer.substring(0, slash));
            String scored = of(answer.substring(slash + 1));
            return board + "; the event scores it: " + scored;
        }
        return switch (answer) {
            case "goes on" -> "the game goes on";
            case "refused" -> "the book refuses the event: it has no rule for it, or its rule refuses it now";
            case "illegal" -> "the move is illegal: the book refuses it";
            default -> ResultCode.fromCode(answer).map(AnswerMeanings::of).orElse(answer);
        };
    }

    /** The meaning of a result code, as a line of the choices shows it. */
    static String of(ResultCode code) {
        return switch (code) {
            case WHITE_CHECKMATES -> "White wins by checkmate";
            case BLACK_CHECKMATES -> "Black wins by checkmate";
            case STALEMATE -> "drawn: stalemate";
            case SEVENTY_FIVE_MOVES -> "drawn: 75 moves without a capture or a pawn move";
            case FIVEFOLD_REPETITION -> "drawn: the same position a fifth time";
            case DEAD_POSITION -> "drawn: dead position, no one can checkmate";
            case FIFTY_MOVES -> "drawn on a claim: 50 moves without a capture or a pawn move";
            case THREEFOLD_REPETITION -> "drawn on a claim: the same position a third time";
            case DRAW_AGREED -> "drawn by agreement";
            case WHITE_WINS_ON_TIME -> "White wins on time";
            case BLACK_WINS_ON_TIME -> "Black wins on time";
            case WHITE_WINS_BY_RESIGNATION -> "White wins: Black resigned";
            case BLACK_WINS_BY_RESIGNATION -> "Black wins: White resigned";
            case TIMEOUT_CANNOT_MATE -> "drawn: a flag fell, but the opponent cannot checkmate";
            case RESIGNATION_CANNOT_MATE -> "drawn: a player resigned, but the opponent cannot checkmate";
            case WHITE_WINS_BY_FORFEIT -> "White wins by forfeit";
            case BLACK_WINS_BY_FORFEIT -> "Black wins by forfeit";
            case FORFEIT_CANNOT_MATE -> "drawn: a player forfeited, but the opponent cannot checkmate";
            case INSUFFICIENT_MATERIAL -> "drawn: insufficient material (the platform's list)";
            case WHITE_CANNOT_MATE -> "drawn on the board: White, who must win, can no longer checkmate";
            case WHITE_WINS_ARMAGEDDON -> "White wins the event";
            case BLACK_WINS_ARMAGEDDON -> "Black wins the event (Armageddon: a draw counts for Black)";
            case ABORTED -> "aborted: no result";
        };
    }
}
