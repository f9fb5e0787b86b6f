package org.chesseus.search.eval;

import org.chesseus.api.SearchBoard;

/**
 * Threats and safe checks: enemy men attacked by minor pieces and by rooks (by the target's type),
 * enemy pieces attacked and undefended, undefended men the king attacks, and for each piece type
 * whether it can reach a square that checks the enemy king and that no enemy piece attacks.
 */
final class Threats {
    private Threats() {
    }

    /** Adds {@code color}'s threat and safe-check terms with sign {@code sign}. */
    static void add(TermSum sum, SearchBoard board, AttackMaps maps, int color, int sign) {
        int them = 1 - color;
        long[] ours = maps.by[color];
        long[] theirs = maps.by[them];
        long byMinor = ours[1] | ours[2];
        for (int type = 0; type < 5; type++) {
            long targets = board.pieces(them * 6 + type);
            if (targets != 0) {
                sum.add(Terms.THREAT_BY_MINOR + type, sign * Long.bitCount(targets & byMinor));
                sum.add(Terms.THREAT_BY_ROOK + type, sign * Long.bitCount(targets & ours[3]));
            }
        }
        long enemyKing = board.pieces(them * 6 + 5);
        long enemies = board.occupied(them) & ~enemyKing;
        long undefended = ~theirs[AttackMaps.ALL];
        long pieces = enemies & ~board.pieces(them * 6);
        sum.add(Terms.THREAT_HANGING, sign * Long.bitCount(pieces & ours[AttackMaps.ALL] & undefended));
        sum.add(Terms.THREAT_BY_KING, sign * Long.bitCount(enemies & ours[5] & undefended));
        safeChecks(sum, board, ours, undefended & ~board.occupied(color), them, sign);
    }

    private static void safeChecks(TermSum sum, SearchBoard board, long[] ours, long safe, int them, int sign) {
        int king = board.kingSquare(them);
        long occupied = board.occupied();
        long knightChecks = board.attacks(1, them, king, occupied) & safe;
        long bishopChecks = board.attacks(2, them, king, occupied) & safe;
        long rookChecks = board.attacks(3, them, king, occupied) & safe;
        if ((knightChecks & ours[1]) != 0) {
            sum.add(Terms.SAFE_CHECK, sign);
        }
        if ((bishopChecks & ours[2]) != 0) {
            sum.add(Terms.SAFE_CHECK + 1, sign);
        }
        if ((rookChecks & ours[3]) != 0) {
            sum.add(Terms.SAFE_CHECK + 2, sign);
        }
        if (((bishopChecks | rookChecks) & ours[4]) != 0) {
            sum.add(Terms.SAFE_CHECK + 3, sign);
        }
    }
}
