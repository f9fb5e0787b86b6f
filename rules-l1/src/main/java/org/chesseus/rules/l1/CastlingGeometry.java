package org.chesseus.rules.l1;

/**
 * Where castling takes king and rook, per right (colour × 8 + rook file), for any start
 * position, Chess960 included (FIDE 3.8.2, Appendix/Chess960 rules): the king ends on the g- or
 * c-file, the rook on the f- or d-file; every square either piece crosses, both destinations
 * included, must be empty but for those two pieces; the king's path and destination must not be
 * attacked. Rights only ever drop, so the geometry computed when a position is loaded stays valid.
 */
final class CastlingGeometry {
    /** {@code keep[square]}: the rights that survive a move from or to that square (3.8.2.1). */
    final int[] keep = new int[64];
    final int[] kingTo = new int[16];
    final int[] rookTo = new int[16];
    /** Squares that must be empty, the castling king and rook themselves excluded. */
    final long[] mustBeEmpty = new long[16];
    /** Squares the king crosses or lands on, its start excluded: none may be attacked. */
    final long[] kingPath = new long[16];

    void load(Board board) {
        java.util.Arrays.fill(keep, 0xFFFF);
        for (int right = 0; right < 16; right++) {
            if ((board.castling & (1 << right)) == 0) {
                continue;
            }
            int color = right >>> 3;
            int king = board.king(color);
            int rook = Board.rookSquare(right);
            boolean kingSide = rook > king;
            int base = color == Board.WHITE ? 0 : 56;
            kingTo[right] = base + (kingSide ? 6 : 2);
            rookTo[right] = base + (kingSide ? 5 : 3);
            long kingSpan = span(king, kingTo[right]);
            long rookSpan = span(rook, rookTo[right]);
            mustBeEmpty[right] = (kingSpan | rookSpan) & ~Bitboards.bit(king) & ~Bitboards.bit(rook);
            kingPath[right] = kingSpan & ~Bitboards.bit(king);
            keep[king] &= ~(0xFF << (color * 8));
            keep[rook] &= ~(1 << right);
        }
    }

    /** Both squares and every square between them on their rank. */
    private static long span(int a, int b) {
        return Attacks.between(a, b) | Bitboards.bit(a) | Bitboards.bit(b);
    }
}
