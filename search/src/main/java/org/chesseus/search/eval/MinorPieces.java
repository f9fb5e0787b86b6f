package org.chesseus.search.eval;

import static org.chesseus.search.eval.BoardGeometry.ADJACENT_FILES;
import static org.chesseus.search.eval.BoardGeometry.DISTANCE;
import static org.chesseus.search.eval.BoardGeometry.PASSED_SPAN;

import org.chesseus.api.SearchBoard;

/**
 * Knights and bishops: outposts (relative rank 4 … 6, defended by an own pawn, on a square no enemy
 * pawn can ever attack), a minor piece shielded by an own pawn right in front of it, a minor piece's
 * distance to its king, a bishop's own pawns on squares of its colour, and a bishop on a long
 * diagonal (a1–h8, h1–a8) that reaches both central squares of it.
 */
final class MinorPieces {
    private static final long LIGHT_SQUARES = 0x55AA55AA55AA55AAL;
    /** Relative ranks 4 … 6 by colour. */
    private static final long[] OUTPOST_RANKS = {0x0000FFFFFF000000L, 0x000000FFFFFF0000L};
    private static final long LONG_DIAGONAL_A1H8 = 0x8040201008040201L;
    private static final long LONG_DIAGONAL_H1A8 = 0x0102040810204080L;
    /** d4, e4, d5, e5. */
    private static final long CENTER = 0x0000001818000000L;

    private MinorPieces() {
    }

    /** Adds {@code color}'s minor-piece terms with sign {@code sign}. */
    static void add(TermSum sum, SearchBoard board, AttackMaps maps, int color, int sign) {
        long ownPawns = board.pieces(color * 6);
        long enemyPawns = board.pieces((1 - color) * 6);
        long knights = board.pieces(color * 6 + 1);
        long bishops = board.pieces(color * 6 + 2);
        long candidates = (knights | bishops) & OUTPOST_RANKS[color] & maps.by[color][0];
        for (; candidates != 0; candidates &= candidates - 1) {
            int square = Long.numberOfTrailingZeros(candidates);
            if ((enemyPawns & PASSED_SPAN[color][square] & ADJACENT_FILES[square & 7]) == 0) {
                sum.add((knights & (1L << square)) != 0 ? Terms.OUTPOST : Terms.OUTPOST + 1, sign);
            }
        }
        long minors = knights | bishops;
        long shielded = color == 0 ? (minors << 8) & ownPawns : (minors >>> 8) & ownPawns;
        sum.add(Terms.MINOR_BEHIND_PAWN, sign * Long.bitCount(shielded));
        for (long set = bishops; set != 0; set &= set - 1) {
            long colour = (set & -set & LIGHT_SQUARES) != 0 ? LIGHT_SQUARES : ~LIGHT_SQUARES;
            sum.add(Terms.BISHOP_PAWNS, sign * Long.bitCount(ownPawns & colour));
        }
        int king = board.kingSquare(color);
        int distance = 0;
        for (long set = minors; set != 0; set &= set - 1) {
            distance += DISTANCE[king][Long.numberOfTrailingZeros(set)];
        }
        sum.add(Terms.MINOR_KING_DISTANCE, sign * distance);
        longDiagonals(sum, maps, color, sign);
    }

    private static void longDiagonals(TermSum sum, AttackMaps maps, int color, int sign) {
        for (int i = maps.start[color]; i < maps.start[color + 1]; i++) {
            if (maps.types[i] != 2) {
                continue;
            }
            long bit = 1L << maps.squares[i];
            long diagonal = (bit & LONG_DIAGONAL_A1H8) != 0 ? LONG_DIAGONAL_A1H8
                    : (bit & LONG_DIAGONAL_H1A8) != 0 ? LONG_DIAGONAL_H1A8 : 0;
            long centre = diagonal & CENTER;
            if (centre != 0 && ((maps.attacks[i] | bit) & centre) == centre) {
                sum.add(Terms.BISHOP_LONG_DIAGONAL, sign);
            }
        }
    }
}
