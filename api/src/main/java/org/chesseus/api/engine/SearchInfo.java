package org.chesseus.api.engine;

import java.util.List;
import org.chesseus.api.Move;

/**
 * What a search reports after an iteration (UCI {@code info depth seldepth multipv score nodes
 * nps time hashfull pv}).
 *
 * @param depth the nominal depth finished
 * @param selectiveDepth the deepest ply reached
 * @param multiPv which line this is (1 = best)
 * @param score the line's score
 * @param nodes nodes searched so far
 * @param timeMs milliseconds since the search began
 * @param hashfull the transposition table's fill in permille
 * @param pv the principal variation, first move first
 */
public record SearchInfo(int depth, int selectiveDepth, int multiPv, EngineScore score, long nodes, long timeMs,
        int hashfull, List<Move> pv) {

    /** Copies the line. */
    public SearchInfo {
        pv = List.copyOf(pv);
    }

    /** Nodes per second. */
    public long nps() {
        return timeMs == 0 ? nodes * 1000 : nodes * 1000 / timeMs;
    }
}
