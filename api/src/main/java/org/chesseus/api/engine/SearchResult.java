package org.chesseus.api.engine;

import java.util.Optional;
import org.chesseus.api.Move;

/**
 * A search's answer (UCI {@code bestmove … ponder …}).
 *
 * @param best the move chosen; empty only when the side to move has no legal move
 * @param ponder the reply expected, when the line has one
 * @param last the last report, for hosts that log the score; empty when no iteration finished
 */
public record SearchResult(Optional<Move> best, Optional<Move> ponder, Optional<SearchInfo> last) {
}
