package org.chesseus.rules.l1;

/**
 * Zobrist keys: one random 64-bit number per (piece, square), one for Black to move, one per
 * castling right (colour × rook file) and one per en-passant file. The en-passant file is hashed
 * only while a legal capture exists (FIDE 9.2.3.1), which the board guarantees by keeping the
 * en-passant square only then. Fixed seed: keys are the same in every run.
 */
final class Zobrist {
    static final long[] PIECE_SQUARE = new long[12 * 64];
    static final long BLACK_TO_MOVE;
    static final long[] CASTLING = new long[16];
    static final long[] EN_PASSANT_FILE = new long[8];

    static {
        long[] state = {0x5DEECE66DL ^ 0xC3A5C85C97CB3127L};
        for (int i = 0; i < PIECE_SQUARE.length; i++) {
            PIECE_SQUARE[i] = next(state);
        }
        BLACK_TO_MOVE = next(state);
        for (int i = 0; i < CASTLING.length; i++) {
            CASTLING[i] = next(state);
        }
        for (int i = 0; i < EN_PASSANT_FILE.length; i++) {
            EN_PASSANT_FILE[i] = next(state);
        }
    }

    private Zobrist() {
    }

    static long piece(int piece, int square) {
        return PIECE_SQUARE[(piece << 6) + square];
    }

    /** The XOR of the keys of every right in a castling bit set. */
    static long castling(int rights) {
        long key = 0;
        for (int bits = rights; bits != 0; bits &= bits - 1) {
            key ^= CASTLING[Integer.numberOfTrailingZeros(bits)];
        }
        return key;
    }

    /** SplitMix64. */
    private static long next(long[] state) {
        long z = state[0] += 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
