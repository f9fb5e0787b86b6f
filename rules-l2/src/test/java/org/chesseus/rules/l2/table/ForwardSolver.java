package org.chesseus.rules.l2.table;

import java.util.Arrays;
import org.chesseus.api.Color;
import org.chesseus.api.Piece;
import org.chesseus.api.PieceType;
import org.chesseus.api.Position;
import org.chesseus.api.SearchBoard;
import org.chesseus.api.Square;

/**
 * An independent oracle for three-piece tables: every position of White king, Black king and one
 * White piece, moves from layer l1's generator, values by plain forward iteration (a position is a
 * mate in n when, for White to move, some move reaches a mate in n-1; for Black to move, every move
 * does and one needs exactly n-1). No symmetry, no retrograde step.
 */
final class ForwardSolver {
    static final int NONE = -1;
    private static final int SIZE = 64 * 64 * 64 * 2;

    private final Position[] positions = new Position[SIZE];
    private final int[][] children = new int[SIZE][];
    private final int[] values = new int[SIZE];

    ForwardSolver(PieceType piece) {
        for (int index = 0; index < SIZE; index++) {
            positions[index] = position(index, piece);
        }
        int[] moves = new int[256];
        for (int index = 0; index < SIZE; index++) {
            if (positions[index] == null) {
                continue;
            }
            SearchBoard board = Legalities.LEGALITY.board(positions[index]);
            int count = board.legalMoves(moves, 0);
            children[index] = new int[count];
            for (int m = 0; m < count; m++) {
                board.make(moves[m]);
                children[index][m] = Long.bitCount(board.occupied()) < 3 ? -1 : indexOf(board);
                board.unmake(moves[m]);
            }
        }
        solve(piece);
    }

    Position position(int index) {
        return positions[index];
    }

    int value(int index) {
        return values[index];
    }

    static int size() {
        return SIZE;
    }

    private void solve(PieceType piece) {
        Arrays.fill(values, NONE);
        for (int index = 0; index < SIZE; index++) {
            if (positions[index] != null && children[index].length == 0 && (index & 1) == 1
                    && Legalities.LEGALITY.inCheck(positions[index], Color.BLACK)) {
                values[index] = 0;
            }
        }
        for (int plies = 1; ; plies++) {
            boolean changed = false;
            int[] next = values.clone();
            for (int index = 0; index < SIZE; index++) {
                if (positions[index] == null || values[index] != NONE || children[index].length == 0) {
                    continue;
                }
                if (settles(index, plies)) {
                    next[index] = plies;
                    changed = true;
                }
            }
            System.arraycopy(next, 0, values, 0, SIZE);
            if (!changed) {
                return;
            }
        }
    }

    private boolean settles(int index, int plies) {
        boolean whiteToMove = (index & 1) == 0;
        int longest = NONE;
        for (int child : children[index]) {
            int value = child < 0 ? NONE : values[child];
            if (whiteToMove && value == plies - 1) {
                return true;
            }
            if (!whiteToMove) {
                if (value == NONE) {
                    return false;
                }
                longest = Math.max(longest, value);
            }
        }
        return !whiteToMove && longest == plies - 1;
    }

    private static Position position(int index, PieceType piece) {
        int stm = index & 1;
        int rest = index >> 1;
        int other = rest & 63;
        int black = (rest >> 6) & 63;
        int white = rest >> 12;
        if (white == black || white == other || black == other) {
            return null;
        }
        if (Math.abs((white & 7) - (black & 7)) <= 1 && Math.abs((white >> 3) - (black >> 3)) <= 1) {
            return null;
        }
        Position position = Position.builder()
                .put(Square.of(white), Piece.of(Color.WHITE, PieceType.KING))
                .put(Square.of(black), Piece.of(Color.BLACK, PieceType.KING))
                .put(Square.of(other), Piece.of(Color.WHITE, piece))
                .sideToMove(stm == 0 ? Color.WHITE : Color.BLACK)
                .build();
        Color waiting = stm == 0 ? Color.BLACK : Color.WHITE;
        return Legalities.LEGALITY.inCheck(position, waiting) ? null : position;
    }

    private static int indexOf(SearchBoard board) {
        int white = board.kingSquare(0);
        int black = board.kingSquare(1);
        int other = Long.numberOfTrailingZeros(board.occupied(0) & ~(1L << white));
        return ((white * 64 + black) * 64 + other) * 2 + board.sideToMove();
    }
}
