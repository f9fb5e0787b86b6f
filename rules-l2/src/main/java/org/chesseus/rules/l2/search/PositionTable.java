package org.chesseus.rules.l2.search;

import java.util.Arrays;
import org.chesseus.api.SearchBoard;

/**
 * A table of positions keyed by identity (FIDE 9.2.3: placement, side to move, castling rights,
 * en-passant possibility; never the clocks), each with one {@code int} value. It is exact: an entry
 * matches only a position equal in every part of its identity, confirmed square by square (the
 * placement is stored as five bitboards), never by the 64-bit key alone — a search that closes a
 * line on a hit would otherwise close it on a collision. It may forget: when the few slots a key can
 * use are taken, the first of them is replaced, which can only make a search do work again.
 *
 * <p>The keys sit in a dense array, each mixed with the table's generation (so an entry of an earlier
 * generation never matches, and the table is cleared in constant time): a probe of the few slots a
 * key may use reads one cache line. Only on a key match is the entry read: eight words (occupied
 * squares, White's squares, three bit planes of piece types, side/castling/en passant, value).
 * Not thread-safe.
 *
 * <p>A generation starts on the first {@code 2^12} slots (about 300 KB with their entries, which stay
 * in the core's cache from one question to the next: most questions visit a few hundred positions)
 * and doubles the slots it uses each time it is half full, up to the whole table, moving the
 * entries whose probe window moves. Measured on 12,000 real-games positions: 0.86 of the time of
 * the whole table from the start. The arrays are as large as the largest generation so far needs
 * and grow with it, never shrinking: the table allocates while its questions reach sizes not met
 * before, and never after. Memory touched for the first time is slow on this project's machines
 * (about 0.25 GB/s): the three tables of a thread's searches took 15 MB, 60 ms, before the first
 * question could start; a thread that asks only small questions now touches about 1 MB.
 */
final class PositionTable {
    private static final int PROBES = 4;
    private static final int WORDS = 8;
    private static final int OCCUPIED = 1;
    private static final int WHITE = 2;
    private static final int BIT0 = 3;
    private static final int BIT1 = 4;
    private static final int BIT2 = 5;
    private static final int STATE = 6;
    private static final int VALUE = 7;

    private static final long SALT = 0x9E37_79B9_7F4A_7C15L;

    /** The entries a generation starts with: a region that stays in the core's cache between questions. */
    private static final int FIRST_BITS = 12;

    /** The slots in use: the generation starts with the first {@code 2^FIRST_BITS} and doubles as it fills. */
    private int mask;
    private final int fullMask;
    private final int firstMask;
    /** Positions inserted in this generation. */
    private int inserted;
    private long[] tags;
    private int[] generations;
    private long[] entries;
    private int generation = 1;
    private long salt = SALT;

    private long probeOccupied;
    private long probeWhite;
    private long probeBit0;
    private long probeBit1;
    private long probeBit2;
    private long probeState;

    /** A table of {@code 2^bits} entries. */
    PositionTable(int bits) {
        if (bits < 4 || bits > 26) {
            throw new IllegalArgumentException("a table of 2^" + bits + " entries");
        }
        fullMask = (1 << bits) - 1;
        firstMask = (1 << Math.min(bits, FIRST_BITS)) - 1;
        mask = firstMask;
        tags = new long[firstMask + 1];
        generations = new int[firstMask + 1];
        entries = new long[(firstMask + 1) * WORDS];
    }

    /** Forgets every entry. */
    void clear() {
        generation++;
        if (generation == Integer.MAX_VALUE) {
            Arrays.fill(generations, 0);
            Arrays.fill(tags, 0);
            generation = 1;
        }
        salt = generation * SALT;
        mask = firstMask;
        inserted = 0;
    }

    /** The slot holding the board's position, or -1. */
    int find(SearchBoard board) {
        long key = board.key();
        long tag = key ^ salt;
        int start = index(key);
        boolean read = false;
        for (int i = 0; i < PROBES; i++) {
            int slot = (start + i) & mask;
            if (tags[slot] == tag && generations[slot] == generation) {
                if (!read) {
                    read(board);
                    read = true;
                }
                if (matches(slot * WORDS)) {
                    return slot;
                }
            }
        }
        return -1;
    }

    /** The value stored in a slot that {@link #find} or {@link #insert} returned. */
    int value(int slot) {
        return (int) entries[slot * WORDS + VALUE];
    }

    /** Replaces the value of a slot. */
    void set(int slot, int value) {
        entries[slot * WORDS + VALUE] = value;
    }

    /** Stores the board's position (not already in the table) with a value; returns its slot. */
    int insert(SearchBoard board, int value) {
        if (++inserted > (mask >>> 1) && mask != fullMask) {
            grow();
        }
        long key = board.key();
        int start = index(key);
        int slot = start;
        for (int i = 0; i < PROBES; i++) {
            int candidate = (start + i) & mask;
            if (generations[candidate] != generation) {
                slot = candidate;
                break;
            }
        }
        read(board);
        int at = slot * WORDS;
        tags[slot] = key ^ salt;
        generations[slot] = generation;
        entries[at + OCCUPIED] = probeOccupied;
        entries[at + WHITE] = probeWhite;
        entries[at + BIT0] = probeBit0;
        entries[at + BIT1] = probeBit1;
        entries[at + BIT2] = probeBit2;
        entries[at + STATE] = probeState;
        entries[at + VALUE] = value;
        return slot;
    }

    /**
     * Doubles the slots in use, moving each entry of this generation whose probe window the larger
     * mask moves into its new window (an entry that finds no free slot there is forgotten: only
     * work again).
     */
    private void grow() {
        int old = mask;
        mask = mask << 1 | 1;
        if (tags.length <= mask) {
            // The arrays grow with the largest generation so far, never before (fresh memory is slow).
            tags = Arrays.copyOf(tags, mask + 1);
            generations = Arrays.copyOf(generations, mask + 1);
            entries = Arrays.copyOf(entries, (mask + 1) * WORDS);
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
                    System.arraycopy(entries, slot * WORDS, entries, candidate * WORDS, WORDS);
                    break;
                }
            }
        }
    }

    private int index(long key) {
        return (int) (key ^ (key >>> 29)) & mask;
    }

    private boolean matches(int at) {
        return entries[at + OCCUPIED] == probeOccupied && entries[at + WHITE] == probeWhite
                && entries[at + BIT0] == probeBit0 && entries[at + BIT1] == probeBit1
                && entries[at + BIT2] == probeBit2 && entries[at + STATE] == probeState;
    }

    /**
     * Reads the identity: the occupied squares, White's squares, and the piece type (0 pawn … 5
     * king) of every occupied square as three bit planes; side, castling and en passant in one word.
     */
    private void read(SearchBoard board) {
        long knights = board.pieces(1) | board.pieces(7);
        long bishops = board.pieces(2) | board.pieces(8);
        long rooks = board.pieces(3) | board.pieces(9);
        long queens = board.pieces(4) | board.pieces(10);
        long kings = board.pieces(5) | board.pieces(11);
        probeOccupied = board.occupied();
        probeWhite = board.occupied(0);
        probeBit0 = knights | rooks | kings;
        probeBit1 = bishops | rooks;
        probeBit2 = queens | kings;
        probeState = board.sideToMove() | (board.castlingBits() << 1) | ((board.enPassantSquare() + 1) << 17);
    }
}
