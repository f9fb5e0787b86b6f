package org.chesseus.search;

import org.chesseus.api.engine.SearchLimits;

/**
 * When a search stops: a soft time limit checked between iterations, a hard limit polled during
 * the search, node and depth limits, and the flags {@link #stop()} and {@link #ponderhit()} set
 * from other threads. While pondering no clock limit applies; a ponder hit starts the clock.
 *
 * <p>On a clock (FIDE 6.1: the player's own time, the increment added after each move), a search
 * with the schedule by effort (the option {@code Time Management effort}, at full strength) shares
 * the time left over a horizon of moves that shrinks as the game goes on ({@link #horizon}), adds three quarters of the increment, and scales
 * the clock's share (not the increment's) between iterations by the {@link #effort} the root
 * reports: more where the best move changes, shares the nodes with rivals or loses score, less
 * where it is settled. The schedule by stability (the default, and always a playing level's) shares
 * the time left over 30 moves and only the best move's stability scales it.
 */
final class TimeControl {
    private static final long NONE = Long.MAX_VALUE;

    private volatile boolean stopped;
    private volatile boolean pondering;
    private volatile long startNanos;
    private final long softNanos;
    private final long hardNanos;
    private final long clockShareNanos;
    private final boolean byEffort;
    private final long nodeLimit;
    private final int depthLimit;
    private final int mateLimit;
    private final boolean infinite;
    private long budget = NONE;
    private long budgetCap = NONE;
    /** How many times its budget a playing level's iteration may spend before it is cut short. */
    static final int OVERRUN = 4;

    /** The longest horizon over which the clock is shared, in moves, at the start of a game. */
    static final int LONGEST_HORIZON = 45;
    /** The shortest horizon, reached at ply 84. */
    static final int SHORTEST_HORIZON = 24;

    private TimeControl(long softNanos, long hardNanos, long clockShareNanos, boolean byEffort, long nodeLimit,
            int depthLimit, int mateLimit, boolean infinite, boolean ponder) {
        this.softNanos = softNanos;
        this.hardNanos = hardNanos;
        this.clockShareNanos = clockShareNanos;
        this.byEffort = byEffort;
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
        return of(limits, white, overheadMs, ponder, NONE, -1);
    }

    /**
     * The limits of a {@code go} with a node budget of its own besides ({@code budget}, a playing
     * level's): no iteration begins once the budget is spent, and one that overruns it {@value
     * #OVERRUN} times is cut short, except the first, which always finishes (a move is always
     * chosen from a finished iteration). Whichever limit comes first stops the search. {@code
     * gamePly}: the half-moves played in the game before this search (0 at the start), or −1 for
     * the schedule by stability alone (a playing level's: its table was calibrated with it).
     */
    static TimeControl of(SearchLimits limits, boolean white, long overheadMs, boolean ponder, long budget,
            int gamePly) {
        long soft = NONE;
        long hard = NONE;
        long clockShare = NONE;
        boolean byEffort = false;
        if (limits.moveTimeMs().isPresent()) {
            long ms = Math.max(1, limits.moveTimeMs().getAsLong() - overheadMs);
            soft = ms;
            hard = ms;
        } else if ((white ? limits.whiteTimeMs() : limits.blackTimeMs()).isPresent()) {
            long left = (white ? limits.whiteTimeMs() : limits.blackTimeMs()).getAsLong();
            long increment = white ? limits.whiteIncrementMs() : limits.blackIncrementMs();
            long usable = Math.max(1, left - overheadMs);
            if (gamePly < 0) {
                int movesToGo = Math.max(1, Math.min(limits.movesToGo().orElse(30), 30));
                soft = Math.min(usable / movesToGo + increment * 3 / 4, usable / 2);
                hard = Math.min(soft * 3, Math.max(soft, usable * 3 / 5));
            } else {
                byEffort = true;
                int moves = Math.max(1, Math.min(limits.movesToGo().orElse(horizon(gamePly)), LONGEST_HORIZON));
                clockShare = Math.min(usable / moves, usable / 2);
                soft = Math.min(clockShare + increment * 3 / 4, usable / 2);
                hard = Math.min(soft * 5, Math.max(soft, usable / 2));
            }
            soft = Math.max(1, soft);
            hard = Math.max(1, hard);
        }
        TimeControl control = new TimeControl(toNanos(soft), toNanos(hard), toNanos(clockShare), byEffort,
                limits.nodes().orElse(NONE), limits.depth().orElse(Scores.MAX_PLY - 1), limits.mate().orElse(0),
                limits.unlimited(), ponder);
        control.budget = budget;
        return control;
    }

    /**
     * The moves over which the time left is shared when the clock does not say ({@code movestogo}):
     * {@value #LONGEST_HORIZON} at the start, a move fewer every four half-moves, never under
     * {@value #SHORTEST_HORIZON} — a game's middlegame is where a move's time pays most.
     */
    static int horizon(int gamePly) {
        return Math.max(SHORTEST_HORIZON, Math.min(LONGEST_HORIZON, LONGEST_HORIZON - gamePly / 4));
    }

    /**
     * The factor on the clock's share of the soft limit after an iteration: (1.1 − 0.07 ×
     * min(stability, 8)) for the iterations the best move kept its place, × (0.4 + 1.2 × (1 −
     * share)) clamped to [0.5, 1.3] for the share of the iteration's nodes the best move took, × (1
     * + 0.008 × drop) with the drop's part clamped to [−0.1, 0.4] for the centipawns the score fell
     * (negative: rose). It runs from about 0.24 (settled) to 2.0 (unsettled and falling).
     */
    static double effort(int stability, double share, int drop) {
        double settled = 1.1 - 0.07 * Math.min(stability, 8);
        double rivals = Math.max(0.5, Math.min(1.3, 0.4 + 1.2 * (1 - share)));
        double falling = 1 + Math.max(-0.1, Math.min(0.4, 0.008 * drop));
        return settled * rivals * falling;
    }

    /**
     * No limit at all but {@link #stop()}: a helper thread's ({@link Seconds}), which searches until
     * the main search ends and stops it. It never waits for {@code stop} after its last depth.
     */
    static TimeControl unlimited() {
        return new TimeControl(NONE, NONE, NONE, false, NONE, Scores.MAX_PLY - 1, 0, false, false);
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
     * best move has stayed the same; a stable move ends the search sooner. {@code effort}: the
     * factor {@link #effort} on the clock's share of the soft limit (used when the schedule is by
     * effort). {@code nodes}: the search's nodes so far, against a playing level's budget.
     */
    boolean anotherIteration(int depthDone, int stability, double effort, long nodes) {
        if (budget != NONE) {
            budgetCap = budget > NONE / OVERRUN ? NONE : budget * OVERRUN;
        }
        if (stopped || depthDone >= depthLimit || nodes >= budget) {
            return false;
        }
        if (pondering || softNanos == NONE) {
            return true;
        }
        return elapsedNanos() < limitNanos(stability, effort);
    }

    /**
     * The time after which no iteration begins, in nanoseconds: the soft limit with its clock share
     * scaled by {@code effort} (the schedule by effort) or by the best move's {@code stability} (½
     * from 6 iterations, ⅘ from 3, else 6/5), never past the hard limit.
     */
    long limitNanos(int stability, double effort) {
        if (softNanos == NONE) {
            return NONE;
        }
        long scaled = byEffort ? softNanos - clockShareNanos + (long) (clockShareNanos * effort)
                : stability >= 6 ? softNanos / 2 : stability >= 3 ? softNanos * 4 / 5 : softNanos * 6 / 5;
        return Math.min(scaled, hardNanos);
    }

    /** The mate the search looks for in moves ({@code go mate}); 0 when none. */
    int mateLimit() {
        return mateLimit;
    }

    /** Whether a clock limits this search (so one legal move needs no thinking). */
    boolean clocked() {
        return softNanos != NONE;
    }

    /** The soft limit before scaling, in nanoseconds (none: {@link Long#MAX_VALUE}). */
    long softNanos() {
        return softNanos;
    }

    /** The hard limit, in nanoseconds (none: {@link Long#MAX_VALUE}). */
    long hardNanos() {
        return hardNanos;
    }

    /** The part of the soft limit the effort scales: the clock's share, without the increment's. */
    long clockShareNanos() {
        return byEffort ? clockShareNanos : 0;
    }

    long elapsedNanos() {
        return System.nanoTime() - startNanos;
    }
}
