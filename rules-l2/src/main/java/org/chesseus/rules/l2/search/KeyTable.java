package org.chesseus.rules.l2.search;

import java.util.Arrays;

/**
 * A table of positions by their 64-bit identity key alone (FIDE 9.2.3, as the board hashes it),
 * each with one {@code int} value: for a search whose hits only spare it work, never decide a
 * verdict. The helpmate search ({@link HelpmateSearch}) is one: a hit prunes a subtree already
 * searched with at least the same budget, so a key collision can at worst hide a mate (the search
 * then finds another line or answers {@code unknown}), never make a line that does not mate — the
 * line is the moves made on the board — and never a {@code no}, which that search does not give.
 * Searches that close lines on a hit use the exact {@link PositionTable} instead.
 *
 * <p>Against {@link PositionTable} it reads and writes one key and one value a position instead of
 * the eight words that confirm an identity square by square: the helpmate search probes and stores
 * at every node. Like it, a generation starts on the first {@code 2^12} slots and doubles them as
 * they fill, the arrays growing with the largest generation so far; a full probe window forgets its
 * first entry. Not thread-safe.
 */
final class KeyTable {
    private static final int PROBES = 4;
    private static final int FIRST_BITS = 12;
    private static final long SALT = 0x9E37_79B9_7F4A_7C15L;

    private final int fullMask;
    private final int firstMask;
    private int mask;
    private int inserted;
    private long[] tags;
    private int[] generations;
    private int[] values;
    private int generation = 1;
    private long salt = SALT;

    /** A table of at most {@code 2^bits} entries. */
    KeyTable(int bits) {
        if (bits < 4 || bits > 26) {
            throw new IllegalArgumentException("a table of 2^" + bits + " entries");
        }
        fullMask = (1 << bits) - 1;
        firstMask = (1 << Math.min(bits, FIRST_BITS)) - 1;
        mask = firstMask;
        tags = new long[firstMask + 1];
        generations = new int[firstMask + 1];
        values = new int[firstMask + 1];
    }

    /** Forgets every entry. */
    void clear() {
        generation++;
        if (generation == Integer.MAX_VALUE) {
            Arrays.fill(generations, 0);
            generation = 1;
        }
        salt = generation * SALT;
        mask = firstMask;
        inserted = 0;
    }

    /** The slot holding {@code key}, or -1. */
    int find(long key) {
        long tag = key ^ salt;
        int start = index(key);
        for (int i = 0; i < PROBES; i++) {
            int slot = (start + i) & mask;
            if (tags[slot] == tag && generations[slot] == generation) {
                return slot;
            }
        }
        return -1;
    }

    /** The value of a slot that {@link #find} or {@link #insert} returned. */
    int value(int slot) {
        return values[slot];
    }

    /** Replaces the value of a slot. */
    void set(int slot, int value) {
        values[slot] = value;
    }

    /** Stores {@code key} (not already in the table) with a value; returns its slot. */
    int insert(long key, int value) {
        if (++inserted > (mask >>> 1) && mask != fullMask) {
            grow();
        }
        int start = index(key);
        int slot = start;
        for (int i = 0; i < PROBES; i++) {
            int candidate = (start + i) & mask;
            if (generations[candidate] != generation) {
                slot = candidate;
                break;
            }
        }
        tags[slot] = key ^ salt;
        generations[slot] = generation;
        values[slot] = value;
        return slot;
    }

    /** Doubles the slots in use, moving the entries whose probe window moves (one without room is forgotten). */
    private void grow() {
        int old = mask;
        mask = mask << 1 | 1;
        if (tags.length <= mask) {
            tags = Arrays.copyOf(tags, mask + 1);
            generations = Arrays.copyOf(generations, mask + 1);
            values = Arrays.copyOf(values, mask + 1);
        }
        for (int slot = 0; slot <= old; slot++) {
            if (generations[slot] != generation) {
                continue;
            }
            int start = index(tags[slot] ^ salt);
            if (((slot - start) & mask) < PROBES) {
                continue;
            }
            generations[slot] = 0;
            for (int i = 0; i < PROBES; i++) {
                int candidate = (start + i) & mask;
                if (generations[candidate] != generation) {
                    tags[candidate] = tags[slot];
                    generations[candidate] = generation;
                    values[candidate] = values[slot];
                    break;
                }
            }
        }
    }

    private int index(long key) {
        return (int) (key ^ (key >>> 29)) & mask;
    }
}
