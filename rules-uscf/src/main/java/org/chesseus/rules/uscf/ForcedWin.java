package org.chesseus.rules.uscf;

import static java.util.Objects.requireNonNull;

import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.Position;
import org.chesseus.api.game.GameState;
import org.chesseus.api.mate.ForcedMateAnswer;
import org.chesseus.api.mate.MateQuestion;
import org.chesseus.api.mate.MateVerdict;
import org.chesseus.rules.uscf.table.EndgameTables;
import org.chesseus.rules.uscf.table.TableAnswer;

/**
 * "Does the opponent have a forced win?" (US Chess 14E): a forced mate against any defence, from
 * the position as it stands. With four pieces or fewer the answer is exact, read from the
 * retrograde {@link EndgameTables} (KNvK, KBvK, KNNvK, KN or KB against KP, KN, KB, KR, KQ — every
 * material 14E meets at that size). Beyond them it is asked of the book's
 * {@link MateQuestion#forcedMate} (layer {@code l2}'s AND-OR search) within {@link #SEARCH_PLIES} half-moves and {@link #SEARCH_NODES} positions: a
 * mate found is a forced win; none within that bound counts as no forced win (14E's forced wins with
 * a minor piece are short self-block mates, and a director would not rule otherwise at the board);
 * running out of nodes is unknown, and the loss on time stands.
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
        Optional<TableAnswer> table = EndgameTables.shared().forcedMate(position, mater);
        if (table.isPresent()) {
            TableAnswer answer = table.get();
            return answer.mate()
                    ? new Answer(MateVerdict.YES, "has a forced mate in " + moves(answer.plies(), position, mater)
                            + " (endgame table " + answer.material() + ")")
                    : new Answer(MateVerdict.NO, "has no forced win (endgame table " + answer.material() + ", exact)");
        }
        Optional<MateQuestion> question = state.book().service(MateQuestion.class);
        if (question.isEmpty()) {
            return new Answer(MateVerdict.UNKNOWN, "the book has no mate search to look for a forced win");
        }
        ForcedMateAnswer answer = question.get().forcedMate(position, mater, SEARCH_PLIES, SEARCH_NODES);
        switch (answer.verdict()) {
            case YES:
                return new Answer(MateVerdict.YES, "has a forced mate in " + moves(answer.line().size(), position, mater)
                        + " (search)");
            case NO:
                return new Answer(MateVerdict.NO, "has no forced win (no forced mate within " + SEARCH_PLIES
                        + " half-moves, the search bound)");
            default:
                return new Answer(MateVerdict.UNKNOWN, "the search for a forced win ran out of nodes");
        }
    }

    /** A mate of {@code plies} half-moves, in the mater's moves. */
    static String moves(int plies, Position position, Color mater) {
        int count = position.sideToMove() == mater ? (plies + 1) / 2 : plies / 2;
        return count + (count == 1 ? " move" : " moves");
    }
}
