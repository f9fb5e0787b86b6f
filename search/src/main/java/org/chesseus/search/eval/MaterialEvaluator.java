package org.chesseus.search.eval;

import org.chesseus.api.SearchBoard;

/**
 * A simple, deterministic evaluation: material, centralisation of the minor pieces and the queen,
 * pawns rewarded as they advance, the king kept home while queens and rooks remain and brought to
 * the centre in the endgame, the bishop pair. Stands in for the tuned evaluation and serves tests
 * that want a plain one.
 */
public final class MaterialEvaluator implements Evaluator {
    private static final int[] VALUE = {100, 320, 330, 500, 900, 0};
    private static final int[] CENTRE = new int[64];

    static {
        for (int square = 0; square < 64; square++) {
            int file = square & 7;
            int rank = square >>> 3;
            int fileDistance = Math.max(3 - file, file - 4);
            int rankDistance = Math.max(3 - rank, rank - 4);
            CENTRE[square] = 6 - 2 * (fileDistance + rankDistance);
        }
    }

    @Override
    public int evaluate(SearchBoard board) {
        int heavy = Long.bitCount(board.pieces(3) | board.pieces(4) | board.pieces(9) | board.pieces(10));
        boolean endgame = heavy <= 2 && Long.bitCount(board.pieces(4) | board.pieces(10)) == 0
                || heavy == 0;
        int white = side(board, 0, endgame);
        int black = side(board, 1, endgame);
        int score = white - black;
        return board.sideToMove() == 0 ? score + 10 : -score + 10;
    }

    private static int side(SearchBoard board, int color, boolean endgame) {
        int score = 0;
        for (int type = 0; type < 5; type++) {
            long set = board.pieces(color * 6 + type);
            score += Long.bitCount(set) * VALUE[type];
            for (; set != 0; set &= set - 1) {
                int square = Long.numberOfTrailingZeros(set);
                score += placement(type, color, square);
            }
        }
        if (Long.bitCount(board.pieces(color * 6 + 2)) >= 2) {
            score += 30;
        }
        int king = board.kingSquare(color);
        int homeRank = color == 0 ? 0 : 7;
        if (endgame) {
            score += 2 * CENTRE[king];
        } else if ((king >>> 3) != homeRank) {
            score -= 30;
        }
        return score;
    }

    private static int placement(int type, int color, int square) {
        int advance = color == 0 ? square >>> 3 : 7 - (square >>> 3);
        switch (type) {
            case 0:
                return advance * advance * 2 + ((square & 7) >= 2 && (square & 7) <= 5 ? advance * 2 : 0);
            case 1:
                return 2 * CENTRE[square];
            case 2:
                return CENTRE[square] + (advance == 0 ? -10 : 0);
            case 3:
                return advance == 6 ? 15 : 0;
            default:
                return CENTRE[square] / 2;
        }
    }
}
