package org.chesseus.rules.l2.proof;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chesseus.api.Move;
import org.chesseus.api.SearchBoard;

/**
 * A brute-force oracle independent of the proofs: every legal series of moves up to a number of
 * plies, both sides cooperating, looking for a checkmate of the defender by {@code mater} (FIDE
 * 1.4.1, 5.1.1) with l1's legality. A table of positions already searched without a mate (keyed by
 * the position's identity, with the plies searched) keeps shuffling kings from repeating work.
 */
final class HelpmateSearch {
    private final int mater;
    private final int[][] buffers;
    private final Map<Long, Integer> searched = new HashMap<>();

    private HelpmateSearch(int mater, int plies) {
        this.mater = mater;
        this.buffers = new int[plies + 1][256];
    }

    /** A line (UCI) of at most {@code plies} moves that ends in a mate by {@code mater}, if any. */
    static Optional<List<String>> find(SearchBoard board, int mater, int plies) {
        HelpmateSearch search = new HelpmateSearch(mater, plies);
        List<String> line = new ArrayList<>();
        SearchBoard copy = board.copy();
        return search.mates(copy, plies, line) ? Optional.of(line) : Optional.empty();
    }

    private boolean mates(SearchBoard board, int plies, List<String> line) {
        int end = board.legalMoves(buffers[plies], 0);
        if (end == 0) {
            return board.inCheck() && board.sideToMove() != mater;
        }
        if (plies == 0 || searched.getOrDefault(board.key(), -1) >= plies) {
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
        searched.merge(board.key(), plies, Math::max);
        return false;
    }
}
