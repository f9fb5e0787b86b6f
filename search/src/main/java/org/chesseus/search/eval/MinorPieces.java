package org.chesseus.search.eval;

import static org.chesseus.search.eval.BoardGeometry.ADJACENT_FILES;
import static org.chesseus.search.eval.BoardGeometry.PASSED_SPAN;

import org.chesseus.api.SearchBoard;

/**
 * Knights and bishops: outposts (relative rank 4 … 6, defended by an own pawn, on a square no enemy
 * pawn can ever attack), a minor piece shielded by an own pawn right in front of it, and a bishop's
 * own pawns on squares of its colour.
 */
final class MinorPieces {
    private static final long LIGHT_SQUARES = 0x55AA55AA55AA55AAL;
    /** Relative ranks 4 … 6 by colour. */
    private static final long[] OUTPOST_RANKS = {0x0000FFFFFF000000L, 0x000000FFFFFF0000L};

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
    }
}
