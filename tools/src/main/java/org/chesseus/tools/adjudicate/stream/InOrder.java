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
import java.util.function.ToLongFunction;

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
        map(items, threads, window, item -> 0, Long.MAX_VALUE, work, results);
    }

    /**
     * {@link #map(Iterator, int, int, Function, Consumer)} with the items in flight bounded by their
     * weight too ({@code weight}, such as their bytes): at most {@code window} items, and no item
     * read ahead once those in flight weigh more than {@code maxWeight}. A long window keeps every
     * thread busy while the oldest item takes long (one slow item stalls the others only when the
     * window is full); the weight keeps its memory bounded when the items are large.
     *
     * @throws RuntimeException what {@code work} threw, for the first item that threw
     */
    public static <T, R> void map(Iterator<T> items, int threads, int window, ToLongFunction<T> weight, long maxWeight,
            Function<T, R> work, Consumer<R> results) {
        requireNonNull(items, "items");
        requireNonNull(weight, "weight");
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
            Deque<Long> weights = new ArrayDeque<>();
            long inFlight = 0;
            while (items.hasNext()) {
                T item = items.next();
                long itemWeight = weight.applyAsLong(item);
                pending.add(pool.submit(() -> work.apply(item)));
                weights.add(itemWeight);
                inFlight += itemWeight;
                while (pending.size() >= window || inFlight > maxWeight && !pending.isEmpty()) {
                    results.accept(take(pending.poll()));
                    inFlight -= weights.poll();
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
