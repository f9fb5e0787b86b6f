package org.chesseus.search;

import org.chesseus.api.engine.SearchLimits;

/**
 * When a search stops: a soft time limit checked between iterations (shortened when the best move
 * stays the same), a hard limit polled during the search, node and depth limits, and the flags
 * {@link #stop()} and {@link #ponderhit()} set from other threads. While pondering no clock limit
 * applies; a ponder hit starts the clock.
 */
final class TimeControl {
    private static final long NONE = Long.MAX_VALUE;

    private volatile boolean stopped;
    private volatile boolean pondering;
    private volatile long startNanos;
    private final long softNanos;
    private final long hardNanos;
    private final long nodeLimit;
    private final int depthLimit;
    private final int mateLimit;
    private final boolean infinite;
    private long budget = NONE;
    private long budgetCap = NONE;
    /** How many times its budget a playing level's iteration may spend before it is cut short. */
    static final int OVERRUN = 4;

    private TimeControl(long softNanos, long hardNanos, long nodeLimit, int depthLimit, int mateLimit,
            boolean infinite, boolean ponder) {
        this.softNanos = softNanos;
        this.hardNanos = hardNanos;
        this.nodeLimit = nodeLimit;
        this.depthLimit = depthLimit;
        this.mateLimit = mateLimit;
        this.infinite = infinite;
        this.pondering = ponder;
        this.startNanos = System.nanoTime();
    }

    /**
     * The limits of a {@code go}: for the side to move ({@code white}), with {@code overheadMs}
     * kept back from every clock-based limit for the host's lag.
     */
    static TimeControl of(SearchLimits limits, boolean white, long overheadMs, boolean ponder) {
        return of(limits, white, overheadMs, ponder, NONE);
    }

    /**
     * The limits of a {@code go} with a node budget of its own besides ({@code budget}, a playing
     * level's): no iteration begins once the budget is spent, and one that overruns it {@value
     * #OVERRUN} times is cut short, except the first, which always finishes (a move is always
     * chosen from a finished iteration). Whichever limit comes first stops the search.
     */
    static TimeControl of(SearchLimits limits, boolean white, long overheadMs, boolean ponder, long budget) {
        long soft = NONE;
        long hard = NONE;
        if (limits.moveTimeMs().isPresent()) {
            long ms = Math.max(1, limits.moveTimeMs().getAsLong() - overheadMs);
            soft = ms;
            hard = ms;
        } else if ((white ? limits.whiteTimeMs() : limits.blackTimeMs()).isPresent()) {
            long left = (white ? limits.whiteTimeMs() : limits.blackTimeMs()).getAsLong();
            long increment = white ? limits.whiteIncrementMs() : limits.blackIncrementMs();
            long usable = Math.max(1, left - overheadMs);
            int movesToGo = Math.max(1, Math.min(limits.movesToGo().orElse(30), 30));
            soft = Math.min(usable / movesToGo + increment * 3 / 4, usable / 2);
            hard = Math.min(soft * 3, Math.max(soft, usable * 3 / 5));
            soft = Math.max(1, soft);
            hard = Math.max(1, hard);
        }
        TimeControl control = new TimeControl(toNanos(soft), toNanos(hard), limits.nodes().orElse(NONE),
                limits.depth().orElse(Scores.MAX_PLY - 1), limits.mate().orElse(0),
                limits.unlimited(), ponder);
        control.budget = budget;
        return control;
    }

    /**
     * No limit at all but {@link #stop()}: a helper thread's ({@link Seconds}), which searches until
     * the main search ends and stops it. It never waits for {@code stop} after its last depth.
     */
    static TimeControl unlimited() {
        return new TimeControl(NONE, NONE, NONE, Scores.MAX_PLY - 1, 0, false, false);
    }

    private static long toNanos(long ms) {
        return ms == NONE ? NONE : ms * 1_000_000;
    }

    /** Ends the search as soon as it looks (from any thread). */
    void stop() {
        stopped = true;
    }

    /** The pondered move was played: the clock limits count from now (from any thread). */
    void ponderhit() {
        startNanos = System.nanoTime();
        pondering = false;
    }

    boolean stopped() {
        return stopped;
    }

    boolean pondering() {
        return pondering;
    }

    /** Whether a search that reached the end of its depths must wait for {@code stop} (UCI infinite, ponder). */
    boolean mustWait() {
        return infinite || pondering;
    }

    /** Polled every so many nodes: stops the search when the hard limit has passed. */
    boolean poll(long nodes) {
        if (nodes >= nodeLimit || nodes >= budgetCap) {
            stopped = true;
        } else if (!pondering && hardNanos != NONE && System.nanoTime() - startNanos >= hardNanos) {
            stopped = true;
        }
        return stopped;
    }

    /** Whether the node budget is spent. */
    boolean outOfNodes(long nodes) {
        return nodes >= nodeLimit || nodes >= budgetCap;
    }

    /**
     * Between iterations: whether to begin another. {@code stability} counts the iterations the
     * best move has stayed the same; a stable move ends the search sooner. {@code nodes}: the
     * search's nodes so far, against a playing level's budget.
     */
    boolean anotherIteration(int depthDone, int stability, long nodes) {
        if (budget != NONE) {
            budgetCap = budget > NONE / OVERRUN ? NONE : budget * OVERRUN;
        }
        if (stopped || depthDone >= depthLimit || nodes >= budget) {
            return false;
        }
        if (pondering || softNanos == NONE) {
            return true;
        }
        long scaled = stability >= 6 ? softNanos / 2 : stability >= 3 ? softNanos * 4 / 5 : softNanos * 6 / 5;
        return elapsedNanos() < Math.min(scaled, hardNanos);
    }

    /** The mate the search looks for in moves ({@code go mate}); 0 when none. */
    int mateLimit() {
        return mateLimit;
    }

    /** Whether a clock limits this search (so one legal move needs no thinking). */
    boolean clocked() {
        return softNanos != NONE;
    }

    long elapsedNanos() {
        return System.nanoTime() - startNanos;
    }
}
