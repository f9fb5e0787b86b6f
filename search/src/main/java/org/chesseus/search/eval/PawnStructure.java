package org.chesseus.search.eval;

import static org.chesseus.search.eval.BoardGeometry.ADJACENT_FILES;
import static org.chesseus.search.eval.BoardGeometry.DISTANCE;
import static org.chesseus.search.eval.BoardGeometry.FILE_A;
import static org.chesseus.search.eval.BoardGeometry.FILE_H;
import static org.chesseus.search.eval.BoardGeometry.FRONT;
import static org.chesseus.search.eval.BoardGeometry.PASSED_SPAN;
import static org.chesseus.search.eval.BoardGeometry.SUPPORT_SPAN;

/**
 * The pawn terms of one side: passed pawns by rank (with an empty path and the kings' distances to
 * the stop square), isolated, doubled, backward and connected pawns.
 */
final class PawnStructure {
    private PawnStructure() {
    }

    /** Adds the pawn terms of {@code color}'s pawns with sign {@code sign} (+1 White, −1 Black). */
    static void add(TermSum sum, int color, int sign, long own, long enemy, long occupied, int ownKing, int enemyKing) {
        int them = 1 - color;
        long enemyAttacks = BoardGeometry.pawnAttacks(enemy, them);
        for (long pawns = own; pawns != 0; pawns &= pawns - 1) {
            int square = Long.numberOfTrailingZeros(pawns);
            long bit = 1L << square;
            int rank = BoardGeometry.relativeRank(square, color);
            int stop = color == 0 ? square + 8 : square - 8;
            boolean isolated = (ADJACENT_FILES[square & 7] & own) == 0;
            boolean supported = (BoardGeometry.pawnAttacks(bit, them) & own) != 0;
            boolean phalanx = ((((bit << 1) & ~FILE_A) | ((bit >>> 1) & ~FILE_H)) & own) != 0;
            if ((FRONT[color][square] & own) != 0) {
                sum.add(Terms.DOUBLED, sign);
            }
            if (isolated) {
                sum.add(Terms.ISOLATED, sign);
            } else if ((SUPPORT_SPAN[color][square] & own) == 0 && (enemyAttacks & (1L << stop)) != 0) {
                sum.add(Terms.BACKWARD, sign);
            }
            if (supported || phalanx) {
                sum.add(Terms.CONNECTED + rank - 1, sign);
            }
            if ((PASSED_SPAN[color][square] & enemy) == 0 && (FRONT[color][square] & own) == 0) {
                sum.add(Terms.PASSED + rank - 1, sign);
                if ((FRONT[color][square] & occupied) == 0) {
                    sum.add(Terms.PASSED_FREE + rank - 1, sign);
                }
                sum.add(Terms.PASSED_OWN_KING, sign * DISTANCE[ownKing][stop] * (rank - 1));
                sum.add(Terms.PASSED_ENEMY_KING, sign * DISTANCE[enemyKing][stop] * (rank - 1));
            }
        }
    }
}
