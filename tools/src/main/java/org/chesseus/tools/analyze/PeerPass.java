package org.chesseus.tools.analyze;

import java.util.Arrays;

/**
 * What one pass of the {@link ChaPeer} measured: for each position the microseconds its queries
 * took by the peer's own clock (-1 where the peer printed no answer for some query: in quick mode
 * it prints only what it proves), the mean over every position (from the peer's closing line, so
 * it counts the unprinted queries too), and how many answers said {@code winnable}, {@code
 * unwinnable} or neither.
 *
 * @param micros microseconds per position, -1 where not every query was answered
 * @param meanMicros the mean microseconds per position over all of them
 * @param verdicts the printed answers: winnable, unwinnable, other (undetermined at its limit)
 */
public record PeerPass(long[] micros, double meanMicros, int[] verdicts) {
    /** Copies the arrays. */
    public PeerPass {
        micros = micros.clone();
        verdicts = verdicts.clone();
    }

    /** The index into {@link #verdicts} of an answer's first word. */
    static int verdict(String word) {
        switch (word) {
            case "winnable": return 0;
            case "unwinnable": return 1;
            default: return 2;
        }
    }

    /** The positions every query of which was answered. */
    public int answered() {
        return (int) Arrays.stream(micros).filter(value -> value >= 0).count();
    }

    /**
     * Mean (over every position), p50, p99 and max (over the positions answered) in microseconds:
     * all exact when every position was answered.
     */
    public Timings timings() {
        long[] nanos = Arrays.stream(micros).filter(value -> value >= 0).map(value -> value * 1_000).toArray();
        Timings answered = Timings.of(nanos);
        return new Timings(Math.round(meanMicros * 10) / 10.0, answered.p50(), answered.p99(), answered.max());
    }
}
