package org.chesseus.rules.uscf;

import static java.util.Objects.requireNonNull;

import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.PieceType;
import org.chesseus.api.Position;
import org.chesseus.api.SearchBoard;
import org.chesseus.api.game.GameState;
import org.chesseus.api.mate.ForcedMateAnswer;
import org.chesseus.api.mate.MateQuestion;
import org.chesseus.api.mate.MateVerdict;

/**
 * "Does the opponent have a forced win?" (US Chess 14E): a forced mate against any defence, from
 * the position as it stands, asked of the book's {@link MateQuestion#forcedMate} (layer {@code
 * l2}). With four pieces or fewer l2 answers exactly, from its retrograde endgame tables (KNvK,
 * KBvK, KNNvK, KN or KB against KP, KN, KB, KR, KQ — every material 14E meets at that size, none
 * with a forced mate longer than 13 half-moves). Beyond them it searches within {@link
 * #SEARCH_PLIES} half-moves and {@link #SEARCH_NODES} positions: a mate found is a forced win; none
 * within that bound counts as no forced win (14E's forced wins with a minor piece are short
 * self-block mates, and a director would not rule otherwise at the board); running out of nodes is
 * unknown, and the loss on time stands.
 */
final class ForcedWin {
    /** The search bound: mates in up to eight moves of the winning side. */
    static final int SEARCH_PLIES = 15;
    /** The most positions the search visits before answering unknown. */
    static final long SEARCH_NODES = 2_000_000;

    private ForcedWin() {
    }

    /** The answer, with a phrase saying how it was reached. */
    record Answer(MateVerdict verdict, String explanation) {
        Answer {
            requireNonNull(verdict, "verdict");
            requireNonNull(explanation, "explanation");
        }

        boolean won() {
            return verdict == MateVerdict.YES;
        }

        boolean unknown() {
            return verdict == MateVerdict.UNKNOWN;
        }
    }

    /** Whether {@code mater} forces mate from the game's present position. */
    static Answer ask(GameState state, Color mater) {
        Position position = state.position();
        Optional<MateQuestion> question = state.book().service(MateQuestion.class);
        if (question.isEmpty()) {
            return new Answer(MateVerdict.UNKNOWN, "the book has no mate search to look for a forced win");
        }
        ForcedMateAnswer answer = question.get().forcedMate(position, mater, SEARCH_PLIES, SEARCH_NODES);
        String table = "endgame table " + material(state.board(), mater);
        switch (answer.verdict()) {
            case YES:
                return new Answer(MateVerdict.YES, "has a forced mate in " + moves(answer.line().size(), position, mater)
                        + (answer.exact() ? " (" + table + ")" : " (search)"));
            case NO:
                return new Answer(MateVerdict.NO, answer.exact() ? "has no forced win (" + table + ", exact)"
                        : "has no forced win (no forced mate within " + SEARCH_PLIES + " half-moves, the search bound)");
            default:
                return new Answer(MateVerdict.UNKNOWN, "the search for a forced win ran out of nodes");
        }
    }

    /** The material in the usual notation, {@code mater} first, strongest first: {@code KNvKP}. */
    static String material(SearchBoard board, Color mater) {
        StringBuilder text = new StringBuilder();
        for (Color side : new Color[] {mater, mater.opposite()}) {
            text.append(side == mater ? "" : "v");
            for (int type = PieceType.KING.ordinal(); type >= PieceType.PAWN.ordinal(); type--) {
                text.append(String.valueOf(PieceType.values()[type].letter()).repeat(
                        Long.bitCount(board.pieces(side.ordinal() * 6 + type))));
            }
        }
        return text.toString();
    }

    /** A mate of {@code plies} half-moves, in the mater's moves. */
    static String moves(int plies, Position position, Color mater) {
        int count = position.sideToMove() == mater ? (plies + 1) / 2 : plies / 2;
        return count + (count == 1 ? " move" : " moves");
    }
}
