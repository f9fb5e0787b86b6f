package org.chesseus.search;

import org.chesseus.api.Move;
import org.chesseus.api.SearchBoard;

/**
 * Static exchange evaluation: the material a capture wins or loses when both sides go on
 * capturing on its square with their least valuable piece, each free to stop, x-ray attackers
 * behind a moved slider joining in. Computed on {@link SearchBoard#attacks} without allocating.
 */
final class StaticExchange {
    /** Exchange values of pawn, knight, bishop, rook, queen, king. */
    static final int[] VALUE = {100, 320, 330, 500, 900, 20_000};

    private static final int PAWN = 0;
    private static final int BISHOP = 2;
    private static final int ROOK = 3;
    private static final int QUEEN = 4;
    private static final int KING = 5;

    private final int[] gain = new int[40];

    /** The material the move wins for its side (negative: it loses), in centipawns. */
    int evaluate(SearchBoard board, int move) {
        int flags = Move.flags(move);
        if (flags == Move.CASTLING) {
            return 0;
        }
        int from = Move.fromIndex(move);
        int to = Move.toIndex(move);
        int side = board.sideToMove();
        long occupied = board.occupied() ^ (1L << from);
        int victim = board.pieceOn(to);
        gain[0] = victim == SearchBoard.EMPTY ? 0 : VALUE[victim % 6];
        if (flags == Move.EN_PASSANT) {
            gain[0] = VALUE[PAWN];
            occupied ^= 1L << (side == 0 ? to - 8 : to + 8);
        }
        int onSquare = board.pieceOn(from) % 6;
        if ((flags & Move.PROMOTION) != 0) {
            onSquare = 1 + (flags & 3);
            gain[0] += VALUE[onSquare] - VALUE[PAWN];
        }
        long attackers = attackers(board, to, occupied) & occupied;
        int depth = 0;
        side ^= 1;
        while (true) {
            long mine = attackers & board.occupied(side);
            if (mine == 0) {
                break;
            }
            int type = leastValuable(board, mine, side);
            depth++;
            gain[depth] = VALUE[onSquare] - gain[depth - 1];
            if (Math.max(-gain[depth - 1], gain[depth]) < 0) {
                break;
            }
            if (type == KING && (attackers & board.occupied(side ^ 1)) != 0) {
                depth--;
                break;
            }
            occupied ^= Long.lowestOneBit(mine & board.pieces(side * 6 + type));
            attackers = (attackers | xrays(board, to, occupied, type)) & occupied;
            onSquare = type;
            side ^= 1;
        }
        while (depth > 0) {
            gain[depth - 1] = -Math.max(-gain[depth - 1], gain[depth]);
            depth--;
        }
        return gain[0];
    }

    private static int leastValuable(SearchBoard board, long mine, int side) {
        for (int type = PAWN; type < KING; type++) {
            if ((mine & board.pieces(side * 6 + type)) != 0) {
                return type;
            }
        }
        return KING;
    }

    /** Every piece of either colour attacking {@code square} when {@code occupied} holds the pieces. */
    private static long attackers(SearchBoard board, int square, long occupied) {
        long diagonal = board.pieces(BISHOP) | board.pieces(QUEEN) | board.pieces(6 + BISHOP) | board.pieces(6 + QUEEN);
        long straight = board.pieces(ROOK) | board.pieces(QUEEN) | board.pieces(6 + ROOK) | board.pieces(6 + QUEEN);
        return (board.attacks(PAWN, 1, square, occupied) & board.pieces(PAWN))
                | (board.attacks(PAWN, 0, square, occupied) & board.pieces(6 + PAWN))
                | (board.attacks(1, 0, square, occupied) & (board.pieces(1) | board.pieces(7)))
                | (board.attacks(KING, 0, square, occupied) & (board.pieces(KING) | board.pieces(6 + KING)))
                | (board.attacks(BISHOP, 0, square, occupied) & diagonal)
                | (board.attacks(ROOK, 0, square, occupied) & straight);
    }

    /** The sliders uncovered behind a piece of {@code type} that left for {@code square}. */
    private static long xrays(SearchBoard board, int square, long occupied, int type) {
        long found = 0;
        if (type == PAWN || type == BISHOP || type == QUEEN) {
            found |= board.attacks(BISHOP, 0, square, occupied) & (board.pieces(BISHOP) | board.pieces(QUEEN)
                    | board.pieces(6 + BISHOP) | board.pieces(6 + QUEEN));
        }
        if (type == ROOK || type == QUEEN) {
            found |= board.attacks(ROOK, 0, square, occupied) & (board.pieces(ROOK) | board.pieces(QUEEN)
                    | board.pieces(6 + ROOK) | board.pieces(6 + QUEEN));
        }
        return found;
    }
}
