package org.chesseus.search.eval;

import static org.chesseus.search.eval.BoardGeometry.DISTANCE;
import static org.chesseus.search.eval.BoardGeometry.FILES;

/**
 * The pawns in front of a king on its file and the two beside it: the own pawn nearest the king
 * (the shield), the enemy pawn nearest it (the storm), and files without pawns; and the king's
 * distance to its nearest own pawn anywhere.
 */
final class KingShelter {
    private KingShelter() {
    }

    /** Adds the shelter terms of {@code color}'s king with sign {@code sign}. */
    static void add(TermSum sum, int color, int sign, int king, long own, long enemy) {
        int kingRank = king >>> 3;
        long front = color == 0
                ? (kingRank == 7 ? 0 : -1L << (8 * (kingRank + 1)))
                : (1L << (8 * kingRank)) - 1;
        int file = king & 7;
        for (int f = Math.max(0, file - 1); f <= Math.min(7, file + 1); f++) {
            long ownOnFile = own & FILES[f] & front;
            long enemyOnFile = enemy & FILES[f] & front;
            int shield = distance(ownOnFile, color, kingRank);
            sum.add(shield == 1 ? Terms.KING_SHIELD : shield == 2 ? Terms.KING_SHIELD + 1 : Terms.KING_SHIELD + 2, sign);
            int storm = distance(enemyOnFile, color, kingRank);
            if (storm <= 3) {
                sum.add(Terms.KING_STORM + storm - 1, sign);
            }
            if (((own | enemy) & FILES[f]) == 0) {
                sum.add(Terms.KING_OPEN_FILE, sign);
            }
        }
        int nearest = own == 0 ? 0 : 7;
        for (long pawns = own; pawns != 0; pawns &= pawns - 1) {
            nearest = Math.min(nearest, DISTANCE[king][Long.numberOfTrailingZeros(pawns)]);
        }
        sum.add(Terms.KING_PAWN_DISTANCE, sign * nearest);
    }

    /** Ranks from the king to the nearest pawn of {@code pawns} in front of it, or 8 when there is none. */
    private static int distance(long pawns, int color, int kingRank) {
        if (pawns == 0) {
            return 8;
        }
        int nearest = color == 0 ? Long.numberOfTrailingZeros(pawns) : 63 - Long.numberOfLeadingZeros(pawns);
        return Math.abs((nearest >>> 3) - kingRank);
    }
}
