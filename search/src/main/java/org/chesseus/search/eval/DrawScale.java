package org.chesseus.search.eval;

import org.chesseus.api.SearchBoard;

/**
 * How much of the endgame score survives in material that rarely wins: opposite-coloured bishops as
 * the only pieces (half), or a side ahead that has no pawns and at most a minor piece more than the
 * other (an eighth). Judged on material alone, so the evaluation stays linear in its weights.
 */
final class DrawScale {
    private static final int[] UNITS = {0, 3, 3, 5, 9, 0};

    private DrawScale() {
    }

    /** The scale out of {@link TaperedEvaluator#NORMAL_SCALE}; {@code eg} (White's side) says who is ahead. */
    static int of(SearchBoard board, int eg) {
        int strong = eg >= 0 ? 0 : 1;
        int weak = 1 - strong;
        if (board.pieces(strong * 6) == 0 && pieceUnits(board, strong) - pieceUnits(board, weak) <= 3) {
            return TaperedEvaluator.NORMAL_SCALE / 8;
        }
        long whiteBishops = board.pieces(2);
        long blackBishops = board.pieces(8);
        if (Long.bitCount(whiteBishops) == 1 && Long.bitCount(blackBishops) == 1
                && pieceUnits(board, 0) == 3 && pieceUnits(board, 1) == 3
                && TaperedEvaluator.oppositeColours(whiteBishops, blackBishops)) {
            return TaperedEvaluator.NORMAL_SCALE / 2;
        }
        return TaperedEvaluator.NORMAL_SCALE;
    }

    private static int pieceUnits(SearchBoard board, int color) {
        int units = 0;
        for (int type = 1; type <= 4; type++) {
            units += UNITS[type] * Long.bitCount(board.pieces(color * 6 + type));
        }
        return units;
    }
}
