package org.chesseus.rules.hybrid;

import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.SearchBoard;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.FlagRule;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.ResignationRule;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.mate.ForcedMateAnswer;
import org.chesseus.api.mate.MateQuestion;

/**
 * The hybrid book's test for a loss that is not played out (a flag fall, a resignation): the idea
 * of US Chess 14E. The game is drawn when the winner-to-be has only material that is insufficient
 * by class — a lone king; king and knight; king and any number of bishops all on squares of one
 * colour (14E names one bishop; the hybrid widens it); king and two knights while the losing side
 * has no pawn — and cannot force mate. A lone king never mates; otherwise the forced-mate question
 * ({@link MateQuestion#forcedMate}) is asked of the position as it stands, its side to move as it
 * is (the flagger or the resigner usually has the move). Layer l2 answers exactly from its endgame
 * tables with four pieces or fewer (no forced mate there is longer than 13 half-moves); beyond them
 * a forced win is a forced mate found within {@link #PLIES} half-moves, and running out of {@link
 * #NODES} positions first is unknown: the loss stands, as with any unproven draw (RULES-NOTES §5).
 */
final class ForcedWinTest {
    /** The depth of the forced-mate search, in half-moves (a mate in eight at most), as US Chess's. */
    static final int PLIES = 15;
    /** The positions the forced-mate search may visit before the answer is unknown. */
    static final long NODES = 2_000_000;
    private static final long LIGHT_SQUARES = 0x55AA55AA55AA55AAL;

    private ForcedWinTest() {
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

    private static Ending ending(GameState state, Color loser, String event, ResultCode whiteWins, ResultCode blackWins,
            ResultCode draw) {
        Color winner = loser.opposite();
        ResultCode loss = winner == Color.WHITE ? whiteWins : blackWins;
        Optional<String> material = insufficientClass(state.board(), winner.ordinal());
        if (material.isEmpty()) {
            return new Ending(loss, event + ".");
        }
        String has = winner.title() + " has only " + material.get();
        if (state.board().occupied(winner.ordinal()) == 1L << state.board().kingSquare(winner.ordinal())) {
            return new Ending(draw, event + ", but " + has + ", which never mates, so the game is drawn.");
        }
        Optional<MateQuestion> question = state.book().service(MateQuestion.class);
        if (question.isEmpty()) {
            return new Ending(loss, event + "; " + has + ", but the book has no mate search to rule out a forced mate,"
                    + " so the loss stands.");
        }
        ForcedMateAnswer answer = question.get().forcedMate(state.position(), winner, PLIES, NODES);
        switch (answer.verdict()) {
            case YES:
                return new Ending(loss, event + "; " + has + " but forces mate in " + moves(answer.line().size(),
                        state.position().sideToMove() == winner) + (answer.exact() ? " (endgame table)" : " (search)") + ".");
            case NO:
                return new Ending(draw, event + ", but " + has + " and no forced mate (" + (answer.exact()
                        ? "endgame table, exact" : "none within " + PLIES + " half-moves, the search bound")
                        + "), so the game is drawn.");
            default:
                return new Ending(loss, event + "; " + has + ", but the search for a forced mate ran out of positions,"
                        + " so the loss stands.");
        }
    }

    /** A mate of {@code plies} half-moves, in the mater's moves. */
    private static String moves(int plies, boolean materToMove) {
        int count = materToMove ? (plies + 1) / 2 : plies / 2;
        return count + (count == 1 ? " move" : " moves");
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
