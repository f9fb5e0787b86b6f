package org.chesseus.search;

import java.util.Arrays;

/**
 * The transposition table: buckets of four entries (one cache line of 64 bytes), each a 64-bit key
 * and 64 bits of data — move (16 bits), score relative to the node (16), static evaluation (16),
 * depth (8), bound (2) and the search's age (6). A new entry replaces, within its bucket, the entry
 * of its own key or else the one with the least depth, older searches counting as 8 plies less
 * deep per search of age. Allocated at the first search, so an engine that never searches costs
 * no memory.
 *
 * <p>Shared by the search threads ({@link Seconds}) without locks: an entry's key is stored XORed
 * with its data, so an entry torn by two threads writing at once (one's key, the other's data)
 * fails the key check and reads as absent (Hyatt and Mann's lockless hashing). Allocation,
 * clearing, resizing and the age change only while no search runs.
 */
final class TranspositionTable {
    /** The bound of an entry: the score is at most the stored one. */
    static final int UPPER = 1;
    /** The bound of an entry: the score is at least the stored one. */
    static final int LOWER = 2;
    /** The bound of an entry: the score is exact. */
    static final int EXACT = 3;

    private static final int BUCKET = 4;
    private static final int ENTRY_BYTES = 16;

    private int megabytes;
    private long[] keys;
    private long[] data;
    private long mask;
    private int age;

    TranspositionTable(int megabytes) {
        this.megabytes = megabytes;
    }

    /** Changes the size; the table is allocated again at the next search. */
    void resize(int megabytes) {
        if (megabytes != this.megabytes) {
            this.megabytes = megabytes;
            keys = null;
            data = null;
        }
    }

    /** Allocates the table if it is not there yet. */
    void allocate() {
        if (keys != null) {
            return;
        }
        long entries = (long) megabytes * 1024 * 1024 / ENTRY_BYTES;
        long buckets = Long.highestOneBit(Math.max(1, entries / BUCKET));
        keys = new long[(int) (buckets * BUCKET)];
        data = new long[(int) (buckets * BUCKET)];
        mask = buckets - 1;
    }

    /** Forgets everything (UCI {@code Clear Hash}, a new game). */
    void clear() {
        if (keys != null) {
            Arrays.fill(keys, 0);
            Arrays.fill(data, 0);
        }
        age = 0;
    }

    /** A new search begins: older entries become cheaper to replace. */
    void nextAge() {
        age = (age + 1) & 63;
    }

    /** The data stored for the key, or 0 when there is none. */
    long probe(long key) {
        int base = (int) (key & mask) * BUCKET;
        for (int i = base; i < base + BUCKET; i++) {
            long entry = data[i];
            if (entry != 0 && (keys[i] ^ entry) == key) {
                return entry;
            }
        }
        return 0;
    }

    /** Stores a node's result; {@code score} must already be relative to the node. */
    void store(long key, int move, int score, int eval, int depth, int bound) {
        int base = (int) (key & mask) * BUCKET;
        int victim = base;
        int worst = Integer.MAX_VALUE;
        for (int i = base; i < base + BUCKET; i++) {
            long entry = data[i];
            if (entry == 0 || (keys[i] ^ entry) == key) {
                victim = i;
                break;
            }
            int worth = depth(entry) - 8 * ((age - age(entry)) & 63);
            if (worth < worst) {
                worst = worth;
                victim = i;
            }
        }
        long old = data[victim];
        if (old != 0 && (keys[victim] ^ old) == key) {
            if (bound != EXACT && depth + 2 < depth(old) && age(old) == age) {
                return;
            }
            if (move == 0) {
                move = move(old);
            }
        }
        long entry = (move & 0xFFFFL) | ((score & 0xFFFFL) << 16) | ((eval & 0xFFFFL) << 32)
                | ((long) (depth & 0xFF) << 48) | ((long) bound << 56) | ((long) age << 58);
        data[victim] = entry;
        keys[victim] = key ^ entry;
    }

    /** The permille of the first thousand entries used by the present search (UCI {@code hashfull}). */
    int hashfull() {
        if (keys == null) {
            return 0;
        }
        int sample = Math.min(1000, data.length);
        int used = 0;
        for (int i = 0; i < sample; i++) {
            if (data[i] != 0 && age(data[i]) == age) {
                used++;
            }
        }
        return used * 1000 / sample;
    }

    static int move(long entry) {
        return (int) (entry & 0xFFFF);
    }

    static int score(long entry) {
        return (short) (entry >>> 16);
    }

    static int eval(long entry) {
        return (short) (entry >>> 32);
    }

    static int depth(long entry) {
        return (byte) (entry >>> 48);
    }

    static int bound(long entry) {
        return (int) (entry >>> 56) & 3;
    }

    private static int age(long entry) {
        return (int) (entry >>> 58) & 63;
    }
}
