package org.chesseus.drivers.uci;

import static java.util.Objects.requireNonNull;

import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import org.chesseus.api.Move;
import org.chesseus.api.engine.Engine;
import org.chesseus.api.engine.SearchInfo;
import org.chesseus.api.engine.SearchListener;
import org.chesseus.api.engine.SearchRequest;
import org.chesseus.api.engine.SearchResult;

/**
 * Runs one search at a time on the engine's thread while the reader thread keeps reading. The
 * answer of a {@code go infinite} or {@code go ponder} is held until {@code stop} (or {@code
 * ponderhit}, for a ponder search) even when the engine returns early, as UCI demands; {@code stop}
 * returns once {@code bestmove} is sent, so the next command finds the engine idle. A command that
 * needs the engine idle calls {@link #conclude()} first, so every {@code go} gets exactly one
 * {@code bestmove}, in order.
 */
final class SearchRunner {
    private static final long STOP_WAIT_SECONDS = 10;

    private final ExecutorService engineThread;
    private final UciOutput out;
    private final Object lock = new Object();
    private Engine engine;
    private boolean running;
    private boolean ponder;
    private boolean infinite;
    private boolean unlimited;
    private String held;

    SearchRunner(ExecutorService engineThread, UciOutput out) {
        this.engineThread = requireNonNull(engineThread, "engineThread");
        this.out = requireNonNull(out, "out");
    }

    /** Whether a search is running (or its answer is held). */
    boolean running() {
        synchronized (lock) {
            return running;
        }
    }

    /** Starts a search; its reports and its {@code bestmove} go to the output as UCI lines. */
    void start(Engine searcher, SearchRequest request, GoCommand go, UciLines lines, boolean debug) {
        synchronized (lock) {
            engine = searcher;
            running = true;
            ponder = go.ponder();
            infinite = go.limits().infinite();
            unlimited = go.limits().unlimited();
            held = null;
        }
        engineThread.execute(() -> finish(search(searcher, request, lines, debug), lines));
    }

    private SearchResult search(Engine searcher, SearchRequest request, UciLines lines, boolean debug) {
        SearchListener listener = new SearchListener() {
            @Override
            public void info(SearchInfo info) {
                out.send(lines.info(info));
            }

            @Override
            public void currentMove(Move move, int number, int depth) {
                if (debug) {
                    out.send("info depth " + depth + " currmove " + lines.uci(move) + " currmovenumber " + number);
                }
            }

            @Override
            public void message(String text) {
                out.say(text);
            }
        };
        try {
            return searcher.search(request, listener);
        } catch (RuntimeException | StackOverflowError failure) {
            // An engine's fault must not leave a GUI waiting: say what happened and answer a legal move.
            out.say("the search failed (" + failure + "); answering the first legal move");
            return new SearchResult(lines.anyMove(), Optional.empty(), Optional.empty());
        }
    }

    private void finish(SearchResult result, UciLines lines) {
        String answer = lines.bestMove(result);
        synchronized (lock) {
            if (ponder || infinite) {
                held = answer;
                return;
            }
            send(answer);
        }
    }

    /** Sends the answer and marks the engine idle, atomically for the reader thread. */
    private void send(String answer) {
        running = false;
        held = null;
        out.send(answer);
        lock.notifyAll();
    }

    /** {@code stop}: ends the search and returns once {@code bestmove} is sent. */
    void stop() {
        Engine searching;
        synchronized (lock) {
            if (!running) {
                return;
            }
            ponder = false;
            infinite = false;
            if (held != null) {
                send(held);
                return;
            }
            searching = engine;
        }
        searching.stop();
        awaitIdle(TimeUnit.SECONDS.toNanos(STOP_WAIT_SECONDS));
    }

    /**
     * Ends the running search before a command that needs the engine idle ({@code go}, {@code
     * setoption}, {@code ucinewgame}, {@code perft}), and returns once its {@code bestmove} is sent.
     * A search with limits is let finish, as Stockfish 15.1 waits for it; a held one ({@code go
     * infinite}, {@code go ponder}) or one without limits ({@code go} alone) is stopped, since it
     * would not end on its own — where Stockfish hangs.
     *
     * @return whether the engine is idle now (false only when the engine ignored {@code stop})
     */
    boolean conclude() {
        boolean endless;
        synchronized (lock) {
            if (!running) {
                return true;
            }
            endless = ponder || infinite || unlimited;
        }
        if (endless) {
            stop();
        } else {
            awaitIdle(Long.MAX_VALUE);
        }
        return !running();
    }

    /** {@code ponderhit}: the ponder search goes on as a normal one; a held answer is sent now. */
    void ponderhit() {
        Engine searching;
        synchronized (lock) {
            if (!running || !ponder) {
                return;
            }
            ponder = false;
            if (held != null && !infinite) {
                send(held);
                return;
            }
            searching = engine;
        }
        searching.ponderhit();
    }

    /** Waits until the search has sent its {@code bestmove}, at most {@code limit} nanoseconds. */
    private void awaitIdle(long limit) {
        long start = System.nanoTime();
        synchronized (lock) {
            while (running) {
                long left = limit - (System.nanoTime() - start);
                if (left <= 0) {
                    out.say("the engine did not stop within " + STOP_WAIT_SECONDS + " s");
                    return;
                }
                try {
                    TimeUnit.NANOSECONDS.timedWait(lock, left);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }
}
