package org.chesseus.search;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.chesseus.api.Legality;
import org.chesseus.api.engine.SearchInfo;
import org.chesseus.api.engine.SearchListener;
import org.chesseus.api.engine.SearchRequest;
import org.chesseus.search.eval.Evaluator;

/**
 * The helper threads of a search with {@code Threads} above 1 (Lazy SMP): each searches the same
 * position with a board, evaluator (and its pawn table), move ordering and exchange evaluator of
 * its own, sharing only the transposition table with the main search, so that what one thread
 * finds shortens the others' searches. Every odd helper starts one depth deeper than the main
 * search, so the threads spread over two depths. The helpers have no limit of their own: they run
 * until the main search has chosen its move, which alone is played and reported; then they are
 * stopped and joined before the search returns. A helper's failure is reported to the host as a
 * message once the search is over, and the main search's move stands.
 */
final class Seconds {
    private final List<Second> seconds = new ArrayList<>();
    private final List<Thread> running = new ArrayList<>();
    private final List<Second> started = new ArrayList<>();

    /** Keeps {@code count} helpers, each with an evaluator from {@code evaluators}; drops their memory. */
    void resize(int count, Supplier<Evaluator> evaluators) {
        seconds.clear();
        for (int i = 0; i < count; i++) {
            StaticExchange exchange = new StaticExchange();
            seconds.add(new Second(i + 1, evaluators.get(), new MoveOrdering(exchange), exchange));
        }
    }

    /** How many helpers there are. */
    int count() {
        return seconds.size();
    }

    /** A new game: the helpers forget their move-ordering memory. */
    void newGame() {
        for (Second second : seconds) {
            second.ordering.clear();
        }
    }

    /** Starts every helper on the request's position, sharing {@code table}. */
    void start(Legality legality, SearchRequest request, TranspositionTable table) {
        for (Second second : seconds) {
            GameLine game = GameLine.of(legality, request);
            RootMoves root = ChesseusEngine.rootMoves(game, request);
            second.ordering.clearKillers();
            second.time = TimeControl.unlimited();
            second.failure = null;
            second.stack = new SearchStack(game.board(), second.evaluator, table, second.ordering, second.exchange,
                    second.time, request.drawRules(), game.keys());
            RootSearch search = new RootSearch(second.stack, root, 1, Seconds::ignore);
            Thread thread = new Thread(() -> second.run(search), "chesseus-second-" + second.number);
            thread.setDaemon(true);
            started.add(second);
            running.add(thread);
            thread.start();
        }
    }

    /** The nodes the running helpers have searched so far (read while they run: a close count). */
    long nodes() {
        long sum = 0;
        for (Second second : started) {
            sum += second.stack.nodes;
        }
        return sum;
    }

    /** Stops the helpers and waits for them; reports a helper's failure to {@code listener}. */
    void stop(SearchListener listener) {
        for (Second second : started) {
            second.time.stop();
        }
        boolean interrupted = false;
        for (Thread thread : running) {
            while (true) {
                try {
                    thread.join();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        }
        for (Second second : started) {
            if (second.failure != null) {
                listener.message("search thread " + second.number + " failed and was left out: " + second.failure);
            }
        }
        running.clear();
        started.clear();
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    private static void ignore(SearchInfo info) {
    }

    /** One helper: its own memory, kept from search to search, and the state of its present search. */
    private static final class Second {
        final int number;
        final Evaluator evaluator;
        final MoveOrdering ordering;
        final StaticExchange exchange;
        TimeControl time;
        SearchStack stack;
        volatile Throwable failure;

        Second(int number, Evaluator evaluator, MoveOrdering ordering, StaticExchange exchange) {
            this.number = number;
            this.evaluator = evaluator;
            this.ordering = ordering;
            this.exchange = exchange;
        }

        void run(RootSearch search) {
            try {
                search.run(1 + number % 2);
            } catch (RuntimeException | StackOverflowError e) {
                failure = e;
            }
        }
    }
}
