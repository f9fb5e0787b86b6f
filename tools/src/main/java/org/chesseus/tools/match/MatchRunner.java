package org.chesseus.tools.match;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicInteger;
import org.chesseus.api.RejectedInputException;

/**
 * Plays the games of a match on {@code concurrency} tables at once, each table with its own pair
 * of engine processes: a table takes the next game of the schedule until all are played, the SPRT
 * has decided, or an engine cannot be started again (then the match stops and says why).
 */
final class MatchRunner {
    private final MatchSetup setup;
    private final MatchPlayer first;
    private final MatchPlayer second;
    private final Schedule schedule;
    private final int concurrency;
    private final Scoreboard scoreboard;
    private final AtomicInteger next = new AtomicInteger();
    private volatile RejectedInputException stopped;

    MatchRunner(MatchSetup setup, MatchPlayer first, MatchPlayer second, Schedule schedule, int concurrency,
            Scoreboard scoreboard) {
        this.setup = requireNonNull(setup, "setup");
        this.first = requireNonNull(first, "first");
        this.second = requireNonNull(second, "second");
        this.schedule = requireNonNull(schedule, "schedule");
        this.concurrency = Math.max(1, Math.min(concurrency, schedule.games()));
        this.scoreboard = requireNonNull(scoreboard, "scoreboard");
    }

    /**
     * Plays the match.
     *
     * @throws RejectedInputException when an engine could not be started (again)
     */
    void run() {
        scoreboard.start();
        ExecutorService tables = Executors.newFixedThreadPool(concurrency, work -> {
            Thread thread = new Thread(work, "match table");
            thread.setDaemon(true);
            return thread;
        });
        try {
            List<Future<?>> running = new ArrayList<>();
            for (int i = 0; i < concurrency; i++) {
                running.add(tables.submit(this::table));
            }
            for (Future<?> table : running) {
                table.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException ? (RuntimeException) e.getCause()
                    : new IllegalStateException(e.getCause());
        } finally {
            tables.shutdownNow();
            scoreboard.finish();
        }
        if (stopped != null) {
            throw stopped;
        }
    }

    /** One table: its engines play games from the schedule until there are none left to play. */
    private void table() {
        BlockingQueue<SeatEvent> events = new LinkedBlockingQueue<>();
        MatchGame game = new MatchGame(setup, events);
        try (Seat one = new Seat(first, "--white", setup.chess960(), events);
                Seat two = new Seat(second, "--black", setup.chess960(), events)) {
            for (int index = next.getAndIncrement(); index < schedule.games(); index = next.getAndIncrement()) {
                if (stopped != null || scoreboard.decided() || Thread.currentThread().isInterrupted()) {
                    return;
                }
                boolean firstWhite = Schedule.firstWhite(index);
                GameReport report = game.play(index + 1, schedule.opening(index), firstWhite ? one : two,
                        firstWhite ? two : one, firstWhite);
                scoreboard.finished(index, report);
            }
        } catch (RejectedInputException e) {
            stopped = e;
        }
    }
}
