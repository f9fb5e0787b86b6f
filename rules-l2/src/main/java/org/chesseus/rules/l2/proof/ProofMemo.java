package org.chesseus.rules.l2.proof;

import org.chesseus.api.SearchBoard;

/**
 * The answers of the quick proof for the positions one thread asked about last, so that a search
 * asking again about a position it met before (its rounds revisit the same lines, and lines
 * transpose) gets the answer without a second analysis. Measured in the searches over CHA-Solver's
 * test positions: six calls in seven are repeats.
 *
 * <p>A direct-mapped table indexed by the Zobrist key; each entry keeps the whole identity of its
 * position (FIDE 9.2.3: placement, side to move, castling rights, en-passant square) and the mater,
 * and answers only where all of it is equal, so a key collision costs a miss, never a wrong answer.
 * The proof reads nothing else (not the clocks), so an equal identity has an equal answer.
 */
final class ProofMemo {
    private static final int BITS = 14;
    private static final int STRIDE = 8;
    private static final long VALID = 1L << 40;
    private static final long PROVEN = 1L << 41;
    private final long[] entries = new long[STRIDE << BITS];
    private final long[] identity = new long[STRIDE];

    /**
     * Reads the identity of {@code board} for {@code mater} and returns its entry's answer if the
     * table has it: 1 proven, 0 not proven, -1 unknown. A following {@link #store} files the answer
     * under the identity read here.
     */
    int lookUp(SearchBoard board, int mater) {
        long[] id = identity;
        id[0] = board.key();
        id[1] = board.occupied();
        id[2] = board.occupied(0);
        id[3] = board.pieces(0) | board.pieces(6);
        id[4] = board.pieces(1) | board.pieces(7);
        id[5] = board.pieces(2) | board.pieces(8) | board.pieces(4) | board.pieces(10);
        id[6] = board.pieces(3) | board.pieces(9) | board.pieces(4) | board.pieces(10);
        id[7] = VALID | (long) mater << 32 | (long) board.sideToMove() << 24
                | (long) (board.enPassantSquare() + 1) << 16 | board.castlingBits();
        int base = index(id[0]);
        long[] table = entries;
        for (int k = 0; k < STRIDE - 1; k++) {
            if (table[base + k] != id[k]) {
                return -1;
            }
        }
        long meta = table[base + STRIDE - 1];
        if ((meta & ~PROVEN) != id[STRIDE - 1]) {
            return -1;
        }
        return (meta & PROVEN) != 0 ? 1 : 0;
    }

    /** Files {@code proven} under the identity the last {@link #lookUp} read. */
    void store(boolean proven) {
        long[] id = identity;
        int base = index(id[0]);
        System.arraycopy(id, 0, entries, base, STRIDE);
        if (proven) {
            entries[base + STRIDE - 1] |= PROVEN;
        }
    }

    private static int index(long key) {
        return ((int) (key ^ key >>> 29) & (1 << BITS) - 1) * STRIDE;
    }
}
