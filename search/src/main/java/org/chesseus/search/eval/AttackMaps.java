package org.chesseus.search.eval;

import static org.chesseus.search.eval.BoardGeometry.KING_ZONE;

import org.chesseus.api.SearchBoard;

/**
 * The squares each side attacks, by piece type, and each knight's, bishop's, rook's and queen's own
 * attacks, and the squares each side attacks at least twice: computed once per evaluation, before any
 * term is added, so that a side's terms can ask what the other side defends. Allocation-free; one
 * instance per evaluator.
 */
final class AttackMaps {
    /** The index of the union of all of a side's attacks in {@link #by}. */
    static final int ALL = 6;
    /** {@code by[color][type]}: the squares attacked by {@code color}'s pieces of {@code type} (0 pawn … 5 king), {@code [ALL]} by any. */
    final long[][] by = new long[2][7];
    /** {@code twice[color]}: the squares attacked by at least two of {@code color}'s men (two pawns, a pawn and a piece, …). */
    final long[] twice = new long[2];
    /** Per piece (knights, bishops, rooks and queens, White's first): its attacks, its square and its type. */
    final long[] attacks = new long[64];
    final int[] squares = new int[64];
    final int[] types = new int[64];
    /** Where each colour's pieces start in the per-piece arrays; {@code start[2]} is their count. */
    final int[] start = new int[3];

    void compute(SearchBoard board) {
        long occupied = board.occupied();
        int n = 0;
        for (int color = 0; color < 2; color++) {
            start[color] = n;
            long[] maps = by[color];
            maps[0] = BoardGeometry.pawnAttacks(board.pieces(color * 6), color);
            long all = maps[0];
            long doubled = BoardGeometry.pawnDoubleAttacks(board.pieces(color * 6), color);
            for (int type = 1; type <= 4; type++) {
                long union = 0;
                for (long set = board.pieces(color * 6 + type); set != 0; set &= set - 1) {
                    int square = Long.numberOfTrailingZeros(set);
                    long attacked = board.attacks(type, color, square, occupied);
                    attacks[n] = attacked;
                    squares[n] = square;
                    types[n] = type;
                    n++;
                    union |= attacked;
                    doubled |= all & attacked;
                    all |= attacked;
                }
                maps[type] = union;
            }
            int king = board.kingSquare(color);
            maps[5] = KING_ZONE[king] & ~(1L << king);
            twice[color] = doubled | (all & maps[5]);
            maps[ALL] = all | maps[5];
        }
        start[2] = n;
    }
}
