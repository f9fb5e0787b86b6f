package org.chesseus.api.engine;

import static java.util.Objects.requireNonNull;

import java.util.List;
import org.chesseus.api.Move;
import org.chesseus.api.Position;

/**
 * One search: the game so far (a start position and the moves played from it, so that the search
 * sees repetitions), when to stop, which draws the profile knows, and UCI's extras.
 *
 * @param start the position the game (or UCI's {@code position}) starts from
 * @param moves the moves played since, in order
 * @param limits when to stop
 * @param drawRules the draws the profile knows, scored as draws inside the tree
 * @param searchMoves only these root moves ({@code searchmoves}); empty for all
 * @param multiPv how many best lines to report (UCI {@code MultiPV}), at least 1
 * @param ponder whether this is a ponder search ({@code go ponder}): it runs without time limits
 *     until {@link Engine#ponderhit()} or {@link Engine#stop()}
 */
public record SearchRequest(Position start, List<Move> moves, SearchLimits limits, DrawRules drawRules,
        List<Move> searchMoves, int multiPv, boolean ponder) {

    /** Checks the parts. */
    public SearchRequest {
        requireNonNull(start, "start");
        moves = List.copyOf(moves);
        requireNonNull(limits, "limits");
        requireNonNull(drawRules, "drawRules");
        searchMoves = List.copyOf(searchMoves);
        if (multiPv < 1) {
            throw new IllegalArgumentException("multiPv must be at least 1, was " + multiPv);
        }
    }

    /** A plain search of a position under FIDE's draws. */
    public static SearchRequest of(Position position, SearchLimits limits) {
        return new SearchRequest(position, List.of(), limits, DrawRules.FIDE, List.of(), 1, false);
    }
}
