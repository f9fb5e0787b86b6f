package org.chesseus.rules.hybrid;

import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.Position;
import org.chesseus.api.SearchBoard;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.FlagRule;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.ResignationRule;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.mate.ForcedMateAnswer;
import org.chesseus.api.mate.MateQuestion;
import org.chesseus.api.mate.MateVerdict;

/**
 * The hybrid book's test for a loss that is not played out (a flag fall, a resignation): the idea
 * of US Chess 14E. The game is drawn when the winner-to-be has only material that is insufficient
 * by class — a lone king; king and knight; king and any number of bishops all on squares of one
 * colour (14E names one bishop; the hybrid widens it); king and two knights while the losing side
 * has no pawn — and cannot force mate. The forced-mate question ({@link MateQuestion#forcedMate}) is
 * asked with the winner-to-be to move, as if it were its turn; "no forced mate found within
 * {@link #PLIES} half-moves and {@link #NODES} positions" counts as no forced win.
 */
final class ForcedWinTest {
    /** The depth of the forced-mate search, in half-moves (a mate in 15 at most). */
    static final int PLIES = 29;
    /** The positions the forced-mate search may visit. */
    static final long NODES = 200_000;
    private static final long LIGHT_SQUARES = 0x55AA55AA55AA55AAL;

    private ForcedWinTest() {
    }

    /** The reason {@code winner} cannot win without the game played out; empty when the loss stands. */
    static Optional<String> noForcedWin(GameState state, Color winner) {
        Optional<String> material = insufficientClass(state.board(), winner.ordinal());
        if (material.isEmpty()) {
            return Optional.empty();
        }
        Optional<MateQuestion> question = state.book().service(MateQuestion.class);
        if (question.isEmpty()) {
            return material;
        }
        ForcedMateAnswer answer = question.get().forcedMate(toMove(state, winner), winner, PLIES, NODES);
        return answer.verdict() == MateVerdict.YES ? Optional.empty() : material;
    }

    /** The class of {@code side}'s material that 14E (widened) calls insufficient, as a phrase. */
    static Optional<String> insufficientClass(SearchBoard board, int side) {
        long pawns = board.pieces(side * 6);
        long knights = board.pieces(side * 6 + 1);
        long bishops = board.pieces(side * 6 + 2);
        long heavy = board.pieces(side * 6 + 3) | board.pieces(side * 6 + 4);
        if ((pawns | heavy) != 0) {
            return Optional.empty();
        }
        int n = Long.bitCount(knights);
        if (n == 0 && bishops == 0) {
            return Optional.of("a lone king");
        }
        if (bishops == 0 && n == 1) {
            return Optional.of("king and knight");
        }
        if (n == 0 && ((bishops & LIGHT_SQUARES) == 0 || (bishops & ~LIGHT_SQUARES) == 0)) {
            return Optional.of("king and bishops on squares of one colour");
        }
        if (bishops == 0 && n == 2 && board.pieces((1 - side) * 6) == 0) {
            return Optional.of("king and two knights against no pawn");
        }
        return Optional.empty();
    }

    /**
     * The position with {@code side} to move, as if it were its turn; the position as it is when
     * {@code side} has the move already, or when the other side is in check (turning it would leave a
     * king in check with the checker to move).
     */
    private static Position toMove(GameState state, Color side) {
        Position position = state.position();
        if (position.sideToMove() == side || state.inCheck()) {
            return position;
        }
        return position.toBuilder().sideToMove(side).noEnPassant().build();
    }

    private static Ending ending(GameState state, Color loser, String event, ResultCode whiteWins, ResultCode blackWins,
            ResultCode draw) {
        Color winner = loser.opposite();
        Optional<String> reason = noForcedWin(state, winner);
        if (reason.isPresent()) {
            return new Ending(draw, event + ", but " + winner.title() + " has only " + reason.get()
                    + " and no forced mate was found, so the game is drawn.");
        }
        return new Ending(winner == Color.WHITE ? whiteWins : blackWins, event + ".");
    }

    /** Flag fall judged by the forced-mate test (US Chess 14E, widened). */
    static final class Flag implements FlagRule {
        @Override
        public String id() {
            return ID;
        }

        @Override
        public String article() {
            return HybridLayer.BOOK + " (after USCF 14E, bishops widened)";
        }

        @Override
        public String summary() {
            return "A player whose flag falls loses, unless the opponent has only a king, king and knight, king and bishops"
                    + " of one colour, or two knights against no pawn, and cannot force mate: then the game is drawn.";
        }

        @Override
        public Ending flagFall(GameState state, Color flagged) {
            return ending(state, flagged, flagged.title() + "'s flag fell", ResultCode.WHITE_WINS_ON_TIME,
                    ResultCode.BLACK_WINS_ON_TIME, ResultCode.TIMEOUT_CANNOT_MATE);
        }
    }

    /** Resignation judged by the forced-mate test, as the flag. */
    static final class Resignation implements ResignationRule {
        @Override
        public String id() {
            return ID;
        }

        @Override
        public String article() {
            return HybridLayer.BOOK + " (after USCF 14E, bishops widened)";
        }

        @Override
        public String summary() {
            return "A player who resigns loses, unless the opponent has only material of the flag rule's insufficient"
                    + " class and cannot force mate: then the game is drawn.";
        }

        @Override
        public Ending resign(GameState state, Color resigning) {
            return ending(state, resigning, resigning.title() + " resigned", ResultCode.WHITE_WINS_BY_RESIGNATION,
                    ResultCode.BLACK_WINS_BY_RESIGNATION, ResultCode.RESIGNATION_CANNOT_MATE);
        }
    }
}
