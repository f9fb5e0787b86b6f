package org.chesseus.rules.l2.proof;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Set;
import org.chesseus.api.SearchBoard;

/**
 * An exact oracle for small state spaces: visits every position reachable from a board by legal
 * moves (l1's legality; identities by Zobrist key), depth first, and says whether any of them is a
 * checkmate by {@code mater}. Blockaded positions have few reachable positions, so the search
 * usually closes; past a cap of positions it answers {@link Outcome#UNKNOWN}.
 */
final class ReachableSpace {
    /** What the search established. */
    enum Outcome { MATE, NO_MATE, UNKNOWN }

    private ReachableSpace() {
    }

    /** Whether some position reachable from {@code board} is a checkmate by {@code mater}. */
    static Outcome explore(SearchBoard board, int mater, int cap) {
        SearchBoard work = board.copy();
        Set<Long> visited = new HashSet<>();
        visited.add(work.key());
        if (mated(work, mater)) {
            return Outcome.MATE;
        }
        Deque<Frame> stack = new ArrayDeque<>();
        stack.push(new Frame(work, 0));
        while (!stack.isEmpty()) {
            Frame frame = stack.peek();
            if (frame.next == frame.count) {
                stack.pop();
                if (frame.arrival != 0) {
                    work.unmake(frame.arrival);
                }
                continue;
            }
            int move = frame.moves[frame.next++];
            work.make(move);
            if (!visited.add(work.key())) {
                work.unmake(move);
                continue;
            }
            if (mated(work, mater)) {
                return Outcome.MATE;
            }
            if (visited.size() > cap) {
                return Outcome.UNKNOWN;
            }
            stack.push(new Frame(work, move));
        }
        return Outcome.NO_MATE;
    }

    private static boolean mated(SearchBoard board, int mater) {
        return board.sideToMove() != mater && board.inCheck() && board.countLegalMoves() == 0;
    }

    /** The moves of one position still to try, and the move that led there (0 at the root). */
    private static final class Frame {
        final int[] moves = new int[256];
        final int count;
        final int arrival;
        int next;

        Frame(SearchBoard board, int arrival) {
            this.count = board.legalMoves(moves, 0);
            this.arrival = arrival;
        }
    }
}
