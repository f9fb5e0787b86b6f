package org.chesseus.tools.adjudicate.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * Work on several threads handed on in the items' order, with the items read ahead bounded by
 * their number and by their weight: checked against the items themselves, with work that takes
 * uneven time (a slow item now and then, as a long mate question is among games).
 */
class InOrderTest {
    @Test
    void resultsComeInTheItemsOrderWhateverTheWorkTakes() {
        List<Integer> results = new ArrayList<>();
        InOrder.map(IntStream.range(0, 500).iterator(), 3, 40, item -> {
            pause(item % 97 == 0 ? 20 : item % 3);
            return item * 2;
        }, results::add);
        assertEquals(IntStream.range(0, 500).map(i -> i * 2).boxed().toList(), results);
    }

    @Test
    void itemsReadAheadNeverWeighMoreThanTheBoundAndOneMore() {
        AtomicLong read = new AtomicLong();
        AtomicLong handed = new AtomicLong();
        long[] most = {0};
        List<Integer> results = new ArrayList<>();
        InOrder.map(IntStream.range(0, 300).peek(i -> {
            read.addAndGet(weight(i));
            most[0] = Math.max(most[0], read.get() - handed.get());
        }).iterator(), 2, 1000, InOrderTest::weight, 100, item -> {
            pause(1);
            return item;
        }, item -> {
            handed.addAndGet(weight(item));
            results.add(item);
        });
        assertEquals(IntStream.range(0, 300).boxed().toList(), results);
        assertTrue(most[0] <= 100 + 30, "in flight at most the bound and one item more: " + most[0]);
    }

    private static long weight(int item) {
        return 1 + item % 30;
    }

    private static void pause(int millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
