package org.chesseus.api.mate;

import static java.util.Objects.requireNonNull;

import java.util.List;
import org.chesseus.api.Color;
import org.chesseus.api.Move;

/**
 * The answer to "can {@code mater} force mate against any defence within {@code plies}
 * half-moves?", the question of the books that draw a flag fall only without a <em>forced</em> win
 * (US Chess 14E).
 *
 * @param mater the side that would force mate
 * @param verdict yes (with the main line), no (none within the plies), or unknown (nodes ran out)
 * @param plies the bound searched
 * @param line for a yes, the main line of the forced mate
 * @param nodes positions visited
 * @param exact whether the answer holds at any length, read from an endgame table: a yes is the
 *     shortest forced mate, a no means no forced mate at all. A no that is not exact holds only
 *     within {@code plies}: a longer forced mate may exist.
 */
public record ForcedMateAnswer(Color mater, MateVerdict verdict, int plies, List<Move> line, long nodes, boolean exact) {
    /** Requires the parts, copies the line, and refuses an exact unknown. */
    public ForcedMateAnswer {
        requireNonNull(mater, "mater");
        requireNonNull(verdict, "verdict");
        line = List.copyOf(line);
        if (exact && verdict == MateVerdict.UNKNOWN) {
            throw new IllegalArgumentException("an unknown cannot be exact");
        }
    }

    /** A search's answer, which holds within {@code plies} only. */
    public ForcedMateAnswer(Color mater, MateVerdict verdict, int plies, List<Move> line, long nodes) {
        this(mater, verdict, plies, line, nodes, false);
    }
}
