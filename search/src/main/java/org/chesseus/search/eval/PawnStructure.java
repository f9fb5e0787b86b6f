package org.chesseus.search.eval;

import static org.chesseus.search.eval.BoardGeometry.ADJACENT_FILES;
import static org.chesseus.search.eval.BoardGeometry.DISTANCE;
import static org.chesseus.search.eval.BoardGeometry.FILE_A;
import static org.chesseus.search.eval.BoardGeometry.FILE_H;
import static org.chesseus.search.eval.BoardGeometry.FRONT;
import static org.chesseus.search.eval.BoardGeometry.PASSED_SPAN;
import static org.chesseus.search.eval.BoardGeometry.SUPPORT_SPAN;

import org.chesseus.api.SearchBoard;

/**
 * The pawn terms: those of the pawns alone (isolated, doubled, backward, weak and unopposed,
 * connected, passed by rank), which {@link PawnHashTable} keeps by pawn placement, and those of passed
 * pawns that also depend on the other pieces (an empty path, a blocked stop square, an own rook behind,
 * a path the enemy does not attack, the kings' distances to the stop square).
 */
final class PawnStructure {
    private PawnStructure() {
    }

    /**
     * Adds the terms of both sides that depend on the pawns alone (White +1, Black −1) and returns
     * both sides' passed pawns.
     */
    static long addPawnTerms(TermSum sum, long white, long black) {
        return addPawnTerms(sum, 0, 1, white, black) | addPawnTerms(sum, 1, -1, black, white);
    }

    private static long addPawnTerms(TermSum sum, int color, int sign, long own, long enemy) {
        int them = 1 - color;
        long enemyAttacks = BoardGeometry.pawnAttacks(enemy, them);
        long passed = 0;
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
            boolean backward = !isolated
                    && (SUPPORT_SPAN[color][square] & own) == 0 && (enemyAttacks & (1L << stop)) != 0;
            if (isolated) {
                sum.add(Terms.ISOLATED, sign);
            } else if (backward) {
                sum.add(Terms.BACKWARD, sign);
            }
            if ((isolated || backward) && (FRONT[color][square] & enemy) == 0) {
                sum.add(Terms.PAWN_WEAK_UNOPPOSED, sign);
            }
            if (supported || phalanx) {
                sum.add(Terms.CONNECTED + rank - 1, sign);
            }
            if ((PASSED_SPAN[color][square] & enemy) == 0 && (FRONT[color][square] & own) == 0) {
                sum.add(Terms.PASSED + rank - 1, sign);
                passed |= bit;
            }
        }
        return passed;
    }

    /** Adds the terms of {@code color}'s passed pawns (sign +1 White, −1 Black) that depend on the other pieces. */
    static void addPassedTerms(TermSum sum, SearchBoard board, AttackMaps maps, int color, int sign, long passed) {
        int them = 1 - color;
        long occupied = board.occupied();
        long enemies = board.occupied(them);
        long ownRooks = board.pieces(color * 6 + 3);
        long enemyAttacks = maps.by[them][AttackMaps.ALL];
        int ownKing = board.kingSquare(color);
        int enemyKing = board.kingSquare(them);
        for (; passed != 0; passed &= passed - 1) {
            int square = Long.numberOfTrailingZeros(passed);
            int rank = BoardGeometry.relativeRank(square, color);
            int stop = color == 0 ? square + 8 : square - 8;
            long path = FRONT[color][square];
            if ((path & occupied) == 0) {
                sum.add(Terms.PASSED_FREE + rank - 1, sign);
            }
            if ((enemies & (1L << stop)) != 0) {
                sum.add(Terms.PASSED_BLOCKED, sign);
            }
            if ((path & enemyAttacks) == 0) {
                sum.add(Terms.PASSED_SAFE_PATH, sign);
            }
            long behind = FRONT[them][square] & occupied;
            if (behind != 0) {
                // the man right behind the pawn on its file: the nearest of the set as seen from the pawn
                int nearest = color == 0 ? 63 - Long.numberOfLeadingZeros(behind) : Long.numberOfTrailingZeros(behind);
                if ((ownRooks & (1L << nearest)) != 0) {
                    sum.add(Terms.PASSED_ROOK_BEHIND, sign);
                }
            }
            sum.add(Terms.PASSED_OWN_KING, sign * DISTANCE[ownKing][stop] * (rank - 1));
            sum.add(Terms.PASSED_ENEMY_KING, sign * DISTANCE[enemyKing][stop] * (rank - 1));
        }
    }
}
