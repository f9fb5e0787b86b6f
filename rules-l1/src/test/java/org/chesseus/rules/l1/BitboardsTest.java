package org.chesseus.rules.l1;

import static org.junit.jupiter.api.Assertions.assertEquals;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/**
 * The lowest square of a set found by table (the first JIT tier's bit scan) against the JDK's own
 * {@code Long.numberOfTrailingZeros}: every single square, and any non-empty set.
 */
class BitboardsTest {
    @Test
    void theTableFindsEverySquareAlone() {
        for (int square = 0; square < 64; square++) {
            assertEquals(square, Bitboards.firstByTable(1L << square));
        }
    }

    @Property
    void theTableFindsTheLowestSquareOfAnySet(@ForAll long set) {
        if (set != 0) {
            assertEquals(Long.numberOfTrailingZeros(set), Bitboards.firstByTable(set));
            assertEquals(Long.numberOfTrailingZeros(set), Bitboards.first(set));
        }
    }
}
