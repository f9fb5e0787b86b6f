package org.chesseus.rules.l2.search;

import java.util.Arrays;

/**
 * The search that proves "cannot mate" (RULES-NOTES §5, branch 3, the "no" side): it visits every
 * position reachable by legal moves, both sides cooperating, closing a line on stalemate, on a mate
 * of the mater, where a static proof says the mater can no longer mate, at the 75-move limit
 * (clock-aware questions: 150 half-moves from the position's clock, which captures and pawn moves
 * reset), and on a position already visited. If no reachable position is a mate by the mater, none
 * can be reached: "no".
 *
 * <p>The visited positions are kept in an exact {@link PositionTable} keyed by identity without the
 * clock, with the smallest clock each was visited at: a visit with a smaller or equal clock covers a
 * later one (whatever follows from the larger clock follows from the smaller one, with more room
 * before 150), which closes repetitions on the line and transpositions alike. When the question
 * ignores the clock every clock counts as 0, and each position is expanded once. This table is what
 * lets the search finish where kings shuffle behind a blockade.
 *
 * <p>The moves of each position are walked in {@link Progress}'s order, progress towards a mate
 * first: the order changes nothing in what a complete walk visits, but where a mate exists the walk
 * often runs into it long before it would have closed every line.
 *
 * <p>The walk is depth-first on an explicit stack, so its path — which threads through the
 * positions behind a blockade one after another — may run far longer than any line that matters;
 * it is bounded by the node budget and by {@link #MAX_DEPTH}. Running out of either leaves the
 * question open.
 */
final class ClosureSearch {
    /** The longest path the walk follows before giving up. */
    static final int MAX_DEPTH = 1 << 16;
    private static final int MATE = 0;
    private static final int CLOSED = 1;
    private static final int EXPANDED = 2;
    private static final int TOO_DEEP = 3;

    private final SearchState state;
    private int[] stack = new int[1 << 12];
    private int[] path = new int[1 << 8];
    private int[] start = new int[1 << 8];
    private int[] next = new int[1 << 8];
    private int[] end = new int[1 << 8];
    private int top;
    private int depth;
    private boolean tooDeep;
    private boolean paused;
    private final Progress progress = new Progress();

    ClosureSearch(SearchState state) {
        this.state = state;
    }

    /** Forgets the walk: a new question. */
    void restart() {
        tooDeep = false;
        paused = false;
    }

    /**
     * Walks every line from the board's position, {@code state.lineLength} moves from the
     * question's, within the state's node limit. When the nodes run out the walk pauses, the board
     * back at the root, and the next call resumes it. A walk that went too deep stays open until
     * {@link #restart}.
     */
    Outcome run() {
        if (tooDeep) {
            return Outcome.OPEN;
        }
        if (paused) {
            paused = false;
            for (int i = 0; i < depth - 1; i++) {
                state.board.make(path[i]);
            }
        } else {
            // A fresh walk: only what this walk closes at 150 half-moves may be said to rest on the clock.
            state.closedByClock = false;
            state.closureTable.clear();
            top = 0;
            depth = 0;
            int root = enter();
            if (root != EXPANDED) {
                return root == MATE ? mate() : Outcome.CLOSED;
            }
        }
        return walk();
    }

    private Outcome walk() {
        while (depth > 0) {
            int frame = depth - 1;
            if (next[frame] == end[frame]) {
                top = start[frame];
                pop();
                continue;
            }
            if (++state.nodes >= state.limit) {
                takeBack(depth - 1);
                paused = true;
                return Outcome.OPEN;
            }
            int move = stack[next[frame]++] & 0xFFFF;
            state.board.make(move);
            path[frame] = move;
            int child = enter();
            if (child == MATE) {
                Outcome outcome = mate();
                takeBack(depth);
                return outcome;
            }
            if (child != EXPANDED) {
                state.board.unmake(move);
            }
            if (child == TOO_DEEP) {
                tooDeep = true;
                takeBack(depth - 1);
                return Outcome.OPEN;
            }
        }
        return Outcome.CLOSED;
    }

    /** Looks at the position just reached: closes it, or pushes its moves as a new frame. */
    private int enter() {
        if (state.cannotMate()) {
            return CLOSED;
        }
        int clock = clock();
        PositionTable table = state.closureTable;
        int slot = table.find(state.board);
        if (slot >= 0 && table.value(slot) <= clock) {
            return CLOSED;
        }
        if (stack.length < top + SearchState.ROW) {
            stack = Arrays.copyOf(stack, stack.length * 2);
        }
        int count = state.board.legalMoves(stack, top) - top;
        if (count == 0 && state.defenderMated()) {
            return MATE;
        }
        if (slot >= 0) {
            table.set(slot, clock);
        } else {
            table.insert(state.board, clock);
        }
        if (count == 0 || state.closesByClock()) {
            return CLOSED;
        }
        progress.order(state.board, state.mater, stack, top, count);
        return push(count);
    }

    private int push(int count) {
        if (depth == MAX_DEPTH) {
            return TOO_DEEP;
        }
        if (depth == next.length) {
            path = Arrays.copyOf(path, depth * 2);
            start = Arrays.copyOf(start, depth * 2);
            next = Arrays.copyOf(next, depth * 2);
            end = Arrays.copyOf(end, depth * 2);
        }
        start[depth] = top;
        next[depth] = top;
        end[depth] = top + count;
        top += count;
        depth++;
        return EXPANDED;
    }

    /** Leaves the exhausted top frame, taking back the move that led to it. */
    private void pop() {
        depth--;
        if (depth > 0) {
            state.board.unmake(path[depth - 1]);
        }
    }

    /** Puts the line to the mate just reached into the state: the moves before the walk, then its path. */
    private Outcome mate() {
        int root = state.lineLength;
        state.ensureLine(root + depth);
        System.arraycopy(path, 0, state.line, root, depth);
        state.lineLength = root + depth;
        return Outcome.MATE;
    }

    /** Takes back the first {@code made} moves of the path, back to the walk's root. */
    private void takeBack(int made) {
        for (int i = made - 1; i >= 0; i--) {
            state.board.unmake(path[i]);
        }
    }

    private int clock() {
        return state.clockAware ? Math.min(state.board.halfmoveClock(), SearchState.HALF_MOVE_LIMIT) : 0;
    }
}
