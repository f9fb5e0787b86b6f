package org.chesseus.api.game;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.chesseus.api.SearchBoard;

/**
 * The identities (FIDE 9.2.3) of the positions of a game, for counting repetitions exactly: each
 * position's Zobrist key finds candidates and its twelve piece sets with side, castling rights and
 * en-passant square confirm them, so a count is never raised by a collision. Only positions since
 * the last move after which no earlier position can recur (a capture, a pawn move, and a lost right
 * the book's identity measures: {@link RepetitionIdentity#lostCastlingRightChangesIdentity}) can
 * recur, so only those are kept once a move is played for good ({@link #compact}). Grows by doubling (past 256 positions
 * without an irreversible move, which the 75-move rule forbids); otherwise allocates nothing.
 */
final class PositionHistory {
    private static final int WORDS = 13;

    private long[] keys = new long[256];
    private long[] states = new long[256 * WORDS];
    private int size;
    private int irreversibleFrom;

    /** Records the board's present position by FIDE's identity; {@code irreversible} when the move to it was. */
    void push(SearchBoard board, boolean irreversible) {
        push(board, irreversible, board.key(), board.castlingBits(), board.enPassantSquare());
    }

    /**
     * Records the board's present position by a book's identity: its castling and en-passant parts
     * replace FIDE's, and the key is made from the identity itself (the board's Zobrist key holds
     * FIDE's parts).
     */
    void push(SearchBoard board, boolean irreversible, RepetitionIdentity identity, int lastMove) {
        int castling = identity.castlingIdentity(board);
        int enPassant = identity.enPassantIdentity(board, lastMove);
        long key = board.sideToMove() + 31L * castling + 1_000_003L * (enPassant + 1);
        for (int piece = 0; piece < 12; piece++) {
            key = key * 0x9E3779B97F4A7C15L + board.pieces(piece);
        }
        push(board, irreversible, key, castling, enPassant);
    }

    private void push(SearchBoard board, boolean irreversible, long key, int castling, int enPassant) {
        if (size == keys.length) {
            keys = Arrays.copyOf(keys, size * 2);
            states = Arrays.copyOf(states, size * 2 * WORDS);
        }
        if (irreversible) {
            irreversibleFrom = size;
        }
        keys[size] = key;
        int at = size * WORDS;
        for (int piece = 0; piece < 12; piece++) {
            states[at + piece] = board.pieces(piece);
        }
        states[at + 12] = board.sideToMove() | ((long) castling << 1) | ((long) (enPassant + 1) << 17);
        size++;
    }

    /**
     * Drops the positions that can no longer recur (those before the last irreversible move), so a
     * long game does not grow the history. Only after a move played for good: a move only tried is
     * taken back with {@link #pop}, which needs the marks as they were.
     */
    void compact() {
        if (irreversibleFrom == 0) {
            return;
        }
        int kept = size - irreversibleFrom;
        System.arraycopy(keys, irreversibleFrom, keys, 0, kept);
        System.arraycopy(states, irreversibleFrom * WORDS, states, 0, kept * WORDS);
        size = kept;
        irreversibleFrom = 0;
    }

    /** Where the positions that can still recur begin: restore it with {@link #pop}. */
    int irreversibleFrom() {
        return irreversibleFrom;
    }

    /** Forgets the latest position (a move only tried), restoring the mark {@link #irreversibleFrom} gave before it. */
    void pop(int previousIrreversibleFrom) {
        size--;
        irreversibleFrom = previousIrreversibleFrom;
    }

    /** How many times the latest position has occurred, this time included. */
    int count() {
        int last = size - 1;
        int count = 1;
        for (int i = last - 2; i >= irreversibleFrom; i -= 2) {
            if (keys[i] == keys[last] && same(i, last)) {
                count++;
            }
        }
        return count;
    }

    /**
     * The plies at which the latest position has occurred, oldest first, the latest last: as many
     * as {@link #count}. Every ply pushed one position and {@link #compact} drops only the oldest,
     * so the entry {@code i} is the position {@code size - 1 - i} half-moves before {@code latestPly}.
     * Made for explanations only; {@link #count} stays allocation-free.
     */
    List<Integer> plies(int latestPly) {
        int last = size - 1;
        List<Integer> plies = new ArrayList<>();
        for (int i = last - 2; i >= irreversibleFrom; i -= 2) {
            if (keys[i] == keys[last] && same(i, last)) {
                plies.add(latestPly - (last - i));
            }
        }
        Collections.reverse(plies);
        plies.add(latestPly);
        return List.copyOf(plies);
    }

    private boolean same(int a, int b) {
        int x = a * WORDS;
        int y = b * WORDS;
        for (int w = 0; w < WORDS; w++) {
            if (states[x + w] != states[y + w]) {
                return false;
            }
        }
        return true;
    }
}
