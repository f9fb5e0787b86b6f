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
 * @param verdict yes (with the main line), no (none within the plies: not a proof beyond them), or unknown (nodes ran out)
 * @param plies the bound searched
 * @param line for a yes, the main line of the forced mate
 * @param nodes positions visited
 */
public record ForcedMateAnswer(Color mater, MateVerdict verdict, int plies, List<Move> line, long nodes) {
    /** Requires the parts and copies the line. */
    public ForcedMateAnswer {
        requireNonNull(mater, "mater");
        requireNonNull(verdict, "verdict");
        line = List.copyOf(line);
    }
}
