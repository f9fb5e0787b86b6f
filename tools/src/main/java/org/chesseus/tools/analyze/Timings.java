package org.chesseus.tools.analyze;

import java.util.Arrays;

/**
 * Times in microseconds of a bench: mean, median, 99th percentile and maximum.
 *
 * @param mean the mean
 * @param p50 the median (nearest rank)
 * @param p99 the 99th percentile (nearest rank)
 * @param max the longest
 */
public record Timings(double mean, double p50, double p99, double max) {

    /** The figures of these durations, given in nanoseconds. */
    public static Timings of(long[] nanos) {
        if (nanos.length == 0) {
            return new Timings(0, 0, 0, 0);
        }
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        double mean = Arrays.stream(sorted).average().orElse(0) / 1e3;
        return new Timings(round(mean), round(rank(sorted, 0.50) / 1e3), round(rank(sorted, 0.99) / 1e3),
                round(sorted[sorted.length - 1] / 1e3));
    }

    private static long rank(long[] sorted, double quantile) {
        int index = (int) Math.ceil(quantile * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, index))];
    }

    private static double round(double micros) {
        return Math.round(micros * 10) / 10.0;
    }
}
