package org.chesseus.rules.l2.proof;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.chesseus.api.Move;
import org.chesseus.api.SearchBoard;

/**
 * A brute-force oracle independent of the proofs: every legal series of moves up to a number of
 * plies, both sides cooperating, looking for a checkmate of the defender by {@code mater} (FIDE
 * 1.4.1, 5.1.1) with l1's legality. Exponential; for small positions and few plies only.
 */
final class HelpmateSearch {
    private final int mater;
    private final int[][] buffers;

    private HelpmateSearch(int mater, int plies) {
        this.mater = mater;
        this.buffers = new int[plies + 1][256];
    }

    /** A line (UCI) of at most {@code plies} moves that ends in a mate by {@code mater}, if any. */
    static Optional<List<String>> find(SearchBoard board, int mater, int plies) {
        HelpmateSearch search = new HelpmateSearch(mater, plies);
        List<String> line = new ArrayList<>();
        for (int depth = 0; depth <= plies; depth++) {
            if (search.mates(board.copy(), depth, line)) {
                return Optional.of(line);
            }
        }
        return Optional.empty();
    }

    private boolean mates(SearchBoard board, int plies, List<String> line) {
        int end = board.legalMoves(buffers[plies], 0);
        if (end == 0) {
            return board.inCheck() && board.sideToMove() != mater;
        }
        if (plies == 0) {
            return false;
        }
        for (int i = 0; i < end; i++) {
            int move = buffers[plies][i];
            board.make(move);
            line.add(Move.ofPacked(move).toString());
            boolean found = mates(board, plies - 1, line);
            board.unmake(move);
            if (found) {
                return true;
            }
            line.remove(line.size() - 1);
        }
        return false;
    }
}
