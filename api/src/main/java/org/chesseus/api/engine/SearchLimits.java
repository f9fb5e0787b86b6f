package org.chesseus.api.engine;

import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * What UCI's {@code go} says about when to stop. Absent parts are empty; with nothing given at
 * all the search is infinite.
 *
 * @param whiteTimeMs White's clock ({@code wtime})
 * @param blackTimeMs Black's clock ({@code btime})
 * @param whiteIncrementMs White's increment ({@code winc}); 0 when absent
 * @param blackIncrementMs Black's increment ({@code binc}); 0 when absent
 * @param movesToGo moves until the next time control ({@code movestogo})
 * @param depth the greatest depth in plies ({@code depth})
 * @param nodes the most nodes ({@code nodes})
 * @param mate search for a mate in this many moves ({@code mate})
 * @param moveTimeMs exactly this long ({@code movetime})
 * @param infinite until {@code stop} ({@code infinite})
 */
public record SearchLimits(OptionalLong whiteTimeMs, OptionalLong blackTimeMs, long whiteIncrementMs,
        long blackIncrementMs, OptionalInt movesToGo, OptionalInt depth, OptionalLong nodes, OptionalInt mate,
        OptionalLong moveTimeMs, boolean infinite) {

    /** No limit: search until stopped. */
    public static final SearchLimits INFINITE = new SearchLimits(OptionalLong.empty(), OptionalLong.empty(), 0, 0,
            OptionalInt.empty(), OptionalInt.empty(), OptionalLong.empty(), OptionalInt.empty(), OptionalLong.empty(),
            true);

    /** To a fixed depth. */
    public static SearchLimits depth(int plies) {
        return new SearchLimits(OptionalLong.empty(), OptionalLong.empty(), 0, 0, OptionalInt.empty(),
                OptionalInt.of(plies), OptionalLong.empty(), OptionalInt.empty(), OptionalLong.empty(), false);
    }

    /** For a fixed time. */
    public static SearchLimits moveTime(long millis) {
        return new SearchLimits(OptionalLong.empty(), OptionalLong.empty(), 0, 0, OptionalInt.empty(),
                OptionalInt.empty(), OptionalLong.empty(), OptionalInt.empty(), OptionalLong.of(millis), false);
    }

    /** For a fixed number of nodes. */
    public static SearchLimits nodes(long nodes) {
        return new SearchLimits(OptionalLong.empty(), OptionalLong.empty(), 0, 0, OptionalInt.empty(),
                OptionalInt.empty(), OptionalLong.of(nodes), OptionalInt.empty(), OptionalLong.empty(), false);
    }

    /** On a clock: both sides' remaining time and increments. */
    public static SearchLimits clock(long whiteMs, long blackMs, long whiteIncMs, long blackIncMs) {
        return new SearchLimits(OptionalLong.of(whiteMs), OptionalLong.of(blackMs), whiteIncMs, blackIncMs,
                OptionalInt.empty(), OptionalInt.empty(), OptionalLong.empty(), OptionalInt.empty(),
                OptionalLong.empty(), false);
    }

    /** Whether no part limits the search (UCI: {@code go} alone or {@code go infinite}). */
    public boolean unlimited() {
        return infinite || (whiteTimeMs.isEmpty() && blackTimeMs.isEmpty() && depth.isEmpty() && nodes.isEmpty()
                && mate.isEmpty() && moveTimeMs.isEmpty());
    }
}
