package org.chesseus.tools.perft;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * A measured perft: the position as it was given, the depth, the leaf count, the time in
 * milliseconds (to the microsecond) and the rate in nodes per second. Its JSON form is the
 * contract of {@code perft --json} and {@code bench perft --json}:
 * {@code {"fen","depth","nodes","ms","nps"}}.
 *
 * @param fen the FEN record as given
 * @param depth the depth in half-moves
 * @param nodes the number of leaves (legal move sequences of that length)
 * @param ms the time taken in milliseconds
 * @param nps nodes per second (0 when the time was too short to measure)
 */
@JsonPropertyOrder({"fen", "depth", "nodes", "ms", "nps"})
public record PerftResult(String fen, int depth, long nodes, double ms, long nps) {
    /** Requires the FEN. */
    public PerftResult {
        requireNonNull(fen, "fen");
    }

    /** The result of counting {@code nodes} in {@code nanos} nanoseconds. */
    public static PerftResult of(String fen, int depth, long nodes, long nanos) {
        return new PerftResult(fen, depth, nodes, Math.round(nanos / 1_000.0) / 1_000.0, rate(nodes, nanos));
    }

    /** Nodes per second, or 0 when no time was measured. */
    public static long rate(long nodes, long nanos) {
        return nanos <= 0 ? 0 : Math.round(nodes * 1e9 / nanos);
    }

    /** The time taken in nanoseconds, to the microsecond. */
    public long nanos() {
        return Math.round(ms * 1_000_000);
    }
}
