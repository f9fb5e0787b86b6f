package org.chesseus.rules.l2.search;

import org.chesseus.api.Move;

/**
 * A forced mate within a number of half-moves (the question of US Chess 14E): an AND-OR search —
 * the mater needs one move, the defender must be mated after every reply — deepened one full move
 * at a time, so the first mate found is the shortest. Positions proven not to allow a forced mate
 * within some depth are kept in an exact {@link PositionTable}. The main line follows the mater's
 * proving move and, at each reply, the defence with the longest line found.
 *
 * <p>"None" means none within the bound searched, not a proof beyond it.
 */
final class ForcedMateSearch {
    /** The deepest bound searched; a larger one is searched to this depth. */
    static final int MAX_PLIES = 512;

    private final SearchState state;
    private int[] principal = new int[0];
    private int[] principalLength = new int[0];
    private int rows;
    private boolean cut;

    ForcedMateSearch(SearchState state) {
        this.state = state;
    }

    /**
     * Searches mates in 0 (already mate), 1, 2, … moves up to {@code plies}; {@link Outcome#MATE} puts the main
     * line in the state, {@link Outcome#CLOSED} means none within {@code plies}, {@link
     * Outcome#OPEN} that the nodes ran out.
     */
    Outcome run(int plies) {
        int root = state.lineLength;
        rows = plies + 2;
        if (principal.length < rows * rows) {
            principal = new int[rows * rows];
            principalLength = new int[rows];
        }
        state.helpmateTable.clear();
        cut = false;
        int first = state.board.sideToMove() == state.mater ? 1 : 2;
        for (int depth = 0; depth <= plies; depth = depth == 0 ? first : depth + 2) {
            if (prove(root, 0, depth)) {
                System.arraycopy(principal, 0, state.line, root, principalLength[0]);
                state.lineLength = root + principalLength[0];
                return Outcome.MATE;
            }
            if (cut) {
                return Outcome.OPEN;
            }
        }
        return Outcome.CLOSED;
    }

    private boolean prove(int ply, int depth, int left) {
        principalLength[depth] = 0;
        int count = state.generate(ply + depth);
        if (count == 0) {
            return state.defenderMated();
        }
        if (left == 0 || state.cannotMate() || failedBefore(left)) {
            return false;
        }
        boolean proven = state.board.sideToMove() == state.mater ? someMove(ply, depth, left, count)
                : left >= 2 && everyReply(ply, depth, left, count);
        if (!proven && !cut) {
            remember(left);
        }
        return proven;
    }

    private boolean someMove(int ply, int depth, int left, int count) {
        int base = (ply + depth) * SearchState.ROW;
        captureFirst(base, count);
        for (int i = base; i < base + count; i++) {
            int move = state.moves[i];
            if (child(ply, depth, left, move)) {
                keep(depth, move);
                return true;
            }
            if (cut) {
                return false;
            }
        }
        return false;
    }

    private boolean everyReply(int ply, int depth, int left, int count) {
        int base = (ply + depth) * SearchState.ROW;
        int longest = -1;
        for (int i = base; i < base + count; i++) {
            int move = state.moves[i];
            if (!child(ply, depth, left, move)) {
                return false;
            }
            if (principalLength[depth + 1] > longest) {
                longest = principalLength[depth + 1];
                keep(depth, move);
            }
        }
        return true;
    }

    private boolean child(int ply, int depth, int left, int move) {
        if (++state.nodes >= state.limit) {
            cut = true;
            return false;
        }
        state.board.make(move);
        boolean proven = prove(ply, depth + 1, left - 1);
        state.board.unmake(move);
        return proven;
    }

    /** Sets the line at {@code depth} to {@code move} followed by the line one deeper. */
    private void keep(int depth, int move) {
        int length = principalLength[depth + 1];
        principal[depth * rows] = move;
        System.arraycopy(principal, (depth + 1) * rows, principal, depth * rows + 1, length);
        principalLength[depth] = length + 1;
    }

    private void captureFirst(int base, int count) {
        int front = base;
        for (int i = base; i < base + count; i++) {
            int move = state.moves[i];
            if ((Move.flags(move) & (Move.CAPTURE | Move.PROMOTION)) != 0) {
                state.moves[i] = state.moves[front];
                state.moves[front++] = move;
            }
        }
    }

    private boolean failedBefore(int left) {
        int slot = state.helpmateTable.find(state.board);
        return slot >= 0 && state.helpmateTable.value(slot) >= left;
    }

    private void remember(int left) {
        int slot = state.helpmateTable.find(state.board);
        if (slot < 0) {
            state.helpmateTable.insert(state.board, left);
        } else if (state.helpmateTable.value(slot) < left) {
            state.helpmateTable.set(slot, left);
        }
    }
}
