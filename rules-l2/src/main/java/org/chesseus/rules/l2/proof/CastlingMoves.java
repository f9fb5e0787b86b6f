package org.chesseus.rules.l2.proof;

/**
 * Castling in the reach sets (FIDE 3.8.2, Chess960 alike): it moves king and rook at once, both to
 * fixed squares, so for each right the board still has (rights never come back) their
 * destinations join their reach sets, unless a steady piece stands on a square castling needs
 * empty (every square between king and rook and both destinations, theirs excepted): such a piece
 * bars it for ever.
 */
final class CastlingMoves {
    private int count;
    private final int[] king = new int[4];
    private final int[] rook = new int[4];
    private final int[] kingTo = new int[4];
    private final int[] rookTo = new int[4];
    private final long[] path = new long[4];

    /** Reads the rights of a freshly loaded analysis ({@link org.chesseus.api.CastlingRights#bits()}). */
    void load(Reachability r, int bits) {
        count = 0;
        if (bits == 0) {
            return;
        }
        for (int c = 0; c < 2; c++) {
            int rights = bits >>> (8 * c) & 0xFF;
            int kingSlot = r.kingSlot[c];
            int backRank = c == 0 ? 0 : 56;
            int kingSquare = r.square[kingSlot];
            for (int file = 0; file < 8 && count < 4; file++) {
                int rookSlot = (rights >>> file & 1) == 0 ? -1 : slotOn(r, backRank + file);
                if (rookSlot < 0 || kingSquare >>> 3 != backRank >>> 3) {
                    continue;
                }
                boolean kingSide = file > (kingSquare & 7);
                king[count] = kingSlot;
                rook[count] = rookSlot;
                kingTo[count] = backRank + (kingSide ? 6 : 2);
                rookTo[count] = backRank + (kingSide ? 5 : 3);
                long span = between(kingSquare, backRank + file) | SquareSets.bit(kingTo[count]) | SquareSets.bit(rookTo[count]);
                path[count] = span & ~SquareSets.bit(kingSquare) & ~SquareSets.bit(backRank + file);
                count++;
            }
        }
    }

    /** Adds the destinations of every right no steady piece bars; whether a reach set grew. */
    boolean grow(Reachability r) {
        boolean grew = false;
        for (int k = 0; k < count; k++) {
            if ((path[k] & r.steadySquares) != 0 || ((r.frozen >>> king[k] | r.frozen >>> rook[k]) & 1) != 0) {
                continue;
            }
            long kingReach = r.reach[king[k]] | SquareSets.bit(kingTo[k]);
            long rookReach = r.reach[rook[k]] | SquareSets.bit(rookTo[k]);
            grew |= kingReach != r.reach[king[k]] || rookReach != r.reach[rook[k]];
            r.reach[king[k]] = kingReach;
            r.reach[rook[k]] = rookReach;
        }
        return grew;
    }

    private static int slotOn(Reachability r, int square) {
        int slot = r.slotAt[square];
        return slot < r.count && r.square[slot] == square && r.type[slot] == Reachability.ROOK ? slot : -1;
    }

    private static long between(int a, int b) {
        long span = 0;
        for (int square = Math.min(a, b) + 1; square < Math.max(a, b); square++) {
            span |= SquareSets.bit(square);
        }
        return span;
    }
}
