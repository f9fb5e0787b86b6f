package org.chesseus.rules.l1;

/**
 * Perft: the number of legal move sequences of a given length, the move generator's proof. The
 * last level is counted in bulk ({@link MoveGenerator#count}), without making the moves. One
 * instance per thread: it owns its board and a move buffer per ply, and allocates nothing while
 * it counts.
 */
final class Perft {
    private static final int MAX_MOVES = 256;

    private final MoveGenerator generator;
    private final Board board;
    private int[][] buffers = new int[0][];

    Perft(MoveGenerator generator, Board board) {
        this.generator = generator;
        this.board = board;
    }

    long count(int depth) {
        if (depth <= 0) {
            return 1;
        }
        if (buffers.length < depth) {
            buffers = new int[depth][MAX_MOVES];
        }
        return count(depth, 0);
    }

    private long count(int depth, int ply) {
        if (depth == 1) {
            return generator.count(board);
        }
        int[] moves = buffers[ply];
        int n = generator.generate(board, moves, 0);
        long nodes = 0;
        for (int i = 0; i < n; i++) {
            int move = moves[i];
            board.make(move);
            nodes += count(depth - 1, ply + 1);
            board.unmake(move);
        }
        return nodes;
    }
}
