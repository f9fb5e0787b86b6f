package org.chesseus.drivers.uci;

import static java.util.Objects.requireNonNull;

import java.util.List;
import java.util.OptionalInt;
import org.chesseus.api.engine.SearchLimits;

/**
 * A parsed {@code go}: the limits, the root moves to search as written, whether it ponders, or a
 * perft depth ({@code go perft N}) instead of a search.
 *
 * @param limits when to stop
 * @param searchMoves the {@code searchmoves} in UCI notation, unchecked
 * @param ponder whether it is {@code go ponder}
 * @param perft the depth of {@code go perft N}; empty for a search
 */
record GoCommand(SearchLimits limits, List<String> searchMoves, boolean ponder, OptionalInt perft) {
    /** Requires every part. */
    GoCommand {
        requireNonNull(limits, "limits");
        searchMoves = List.copyOf(searchMoves);
        requireNonNull(perft, "perft");
    }

    /** Whether {@code bestmove} waits for {@code stop} (or {@code ponderhit}), as UCI demands. */
    boolean held() {
        return ponder || limits.infinite();
    }
}
