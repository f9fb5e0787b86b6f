package org.chesseus.tools.adjudicate.stream;

import static java.util.Objects.requireNonNull;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Work done on several threads and handed on in the order of its items: at most {@code window}
 * items are read ahead of the one handed on, so memory stays bounded whatever the number of
 * items. Items are read and results handed on by the calling thread; one thread does the work
 * there too, without a pool.
 */
public final class InOrder {
    private InOrder() {
    }

    /**
     * Applies {@code work} to each item on {@code threads} threads and gives the results to {@code
     * results} in the items' order.
     *
     * @throws RuntimeException what {@code work} threw, for the first item that threw
     */
    public static <T, R> void map(Iterator<T> items, int threads, int window, Function<T, R> work, Consumer<R> results) {
        requireNonNull(items, "items");
        requireNonNull(work, "work");
        requireNonNull(results, "results");
        if (threads < 1 || window < 1) {
            throw new IllegalArgumentException("threads " + threads + " and window " + window + " must be at least 1");
        }
        if (threads == 1) {
            items.forEachRemaining(item -> results.accept(work.apply(item)));
            return;
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads, task -> {
            Thread thread = new Thread(task, "chesseus-judge");
            thread.setDaemon(true);
            return thread;
        });
        try {
            Deque<Future<R>> pending = new ArrayDeque<>();
            while (items.hasNext()) {
                T item = items.next();
                pending.add(pool.submit(() -> work.apply(item)));
                if (pending.size() >= window) {
                    results.accept(take(pending.poll()));
                }
            }
            while (!pending.isEmpty()) {
                results.accept(take(pending.poll()));
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private static <R> R take(Future<R> result) {
        try {
            return result.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while judging", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException thrown) {
                throw thrown;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(e.getCause());
        }
    }
}
