package org.chesseus.rules.l2.search;

import org.chesseus.api.SearchBoard;

/**
 * A table of positions keyed by identity (FIDE 9.2.3: placement, side to move, castling rights,
 * en-passant possibility; never the clocks), each with one {@code int} value. It is exact: an entry
 * matches only a position equal in every part of its identity, confirmed square by square (the
 * placement is stored as five bitboards), never by the 64-bit key alone — a search that closes a
 * line on a hit would otherwise close it on a collision. It may forget: when the few slots a key
 * can use are taken, the first of them is replaced, which can only make a search do work again.
 *
 * <p>Primitive arrays, cleared in constant time by a generation number; nothing allocates after
 * construction. Not thread-safe.
 */
final class PositionTable {
    private static final int PROBES = 4;

    private final int mask;
    private final long[] keys;
    private final long[] occupied;
    private final long[] white;
    private final long[] typeBit0;
    private final long[] typeBit1;
    private final long[] typeBit2;
    private final int[] state;
    private final int[] values;
    private final int[] generations;
    private int generation = 1;

    private long probeOccupied;
    private long probeWhite;
    private long probeBit0;
    private long probeBit1;
    private long probeBit2;
    private int probeState;

    /** A table of {@code 2^bits} entries. */
    PositionTable(int bits) {
        if (bits < 4 || bits > 26) {
            throw new IllegalArgumentException("a table of 2^" + bits + " entries");
        }
        int size = 1 << bits;
        mask = size - 1;
        keys = new long[size];
        occupied = new long[size];
        white = new long[size];
        typeBit0 = new long[size];
        typeBit1 = new long[size];
        typeBit2 = new long[size];
        state = new int[size];
        values = new int[size];
        generations = new int[size];
    }

    /** Forgets every entry. */
    void clear() {
        generation++;
        if (generation == Integer.MAX_VALUE) {
            java.util.Arrays.fill(generations, 0);
            generation = 1;
        }
    }

    /** The slot holding the board's position, or -1. */
    int find(SearchBoard board) {
        long key = board.key();
        int start = index(key);
        boolean read = false;
        for (int i = 0; i < PROBES; i++) {
            int slot = (start + i) & mask;
            if (generations[slot] == generation && keys[slot] == key) {
                if (!read) {
                    read(board);
                    read = true;
                }
                if (matches(slot)) {
                    return slot;
                }
            }
        }
        return -1;
    }

    /** The value stored in a slot that {@link #find} or {@link #insert} returned. */
    int value(int slot) {
        return values[slot];
    }

    /** Replaces the value of a slot. */
    void set(int slot, int value) {
        values[slot] = value;
    }

    /** Stores the board's position (not already in the table) with a value; returns its slot. */
    int insert(SearchBoard board, int value) {
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
        keys[slot] = key;
        occupied[slot] = probeOccupied;
        white[slot] = probeWhite;
        typeBit0[slot] = probeBit0;
        typeBit1[slot] = probeBit1;
        typeBit2[slot] = probeBit2;
        state[slot] = probeState;
        values[slot] = value;
        generations[slot] = generation;
        return slot;
    }

    private int index(long key) {
        return (int) (key ^ (key >>> 29)) & mask;
    }

    private boolean matches(int slot) {
        return occupied[slot] == probeOccupied && white[slot] == probeWhite && typeBit0[slot] == probeBit0
                && typeBit1[slot] == probeBit1 && typeBit2[slot] == probeBit2 && state[slot] == probeState;
    }

    /**
     * Reads the identity: the occupied squares, White's squares, and the piece type (0 pawn … 5
     * king) of every occupied square as three bit planes; side, castling and en passant in one int.
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
