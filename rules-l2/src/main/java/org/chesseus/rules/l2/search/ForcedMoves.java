package org.chesseus.rules.l2.search;

/**
 * Plays the moves that are forced: while the side to move has exactly one legal move, that move is
 * played and appended to the line (RULES-NOTES §5, branch 3). The line ends in a mate, or closes:
 * stalemate, a mate of the mater, the mater left without a way to mate, the 75-move limit
 * (clock-aware questions), or a position already met on the forced line — with no choice anywhere,
 * such a line repeats for ever without a mate.
 */
final class ForcedMoves {
    private ForcedMoves() {
    }

    /**
     * Plays the forced moves from the state's board; returns {@link Outcome#MATE} (the line is in
     * the state), {@link Outcome#CLOSED}, or {@link Outcome#OPEN} with the board at the first
     * position offering a choice and {@code state.lineLength} forced moves played.
     */
    static Outcome play(SearchState state) {
        state.forcedTable.clear();
        while (true) {
            int ply = state.lineLength;
            int count = state.generate(ply);
            if (count == 0) {
                return state.defenderMated() ? Outcome.MATE : Outcome.CLOSED;
            }
            if (state.closesByClock() || ply > 0 && state.cannotMate()) {
                return Outcome.CLOSED;
            }
            if (count > 1) {
                return Outcome.OPEN;
            }
            if (ply >= state.maxPly) {
                return Outcome.OPEN;
            }
            if (state.forcedTable.find(state.board) >= 0) {
                return Outcome.CLOSED;
            }
            state.forcedTable.insert(state.board, 0);
            int move = state.moves[ply * SearchState.ROW];
            state.board.make(move);
            state.line[ply] = move;
            state.lineLength = ply + 1;
            state.nodes++;
        }
    }
}
