package org.chesseus.rules.l2.search;

import org.chesseus.api.SearchBoard;

/**
 * The search for a helpmate (RULES-NOTES §5, branch 3, the "yes" side): iterative deepening over a
 * depth budget in which moves cost what {@link Progress} says — progress is free, so lines that
 * advance pawns, capture, or bring the pieces to the mating corner run much deeper than the budget —
 * with both sides cooperating. At the end of the budget the mater still tries every move that may
 * give check ({@link CheckingMoves}) for a mate in one. A table of positions already searched with at least the same budget prunes
 * transpositions and repetitions; it is keyed by the 64-bit key alone ({@link KeyTable}: a collision
 * can only hide a mate).
 *
 * <p>Each iteration may visit a number of nodes that grows with its budget; one that runs out of
 * them is left unfinished and the next, one budget deeper, starts at once, keeping the table (as
 * CHA-Solver's iterative deepening does): wide shallow trees cannot hold the search back from the
 * deep narrow lines that king walks and promotions need. An iteration cut short by the question's
 * node limit for the round instead resumes at the next call: the nodes on the path where it stopped
 * take back their claim in the table ({@link #forget}), every other entry stands for a finished
 * subtree, so the resumed iteration walks quickly back to where it stopped.
 *
 * <p>It proves only "yes" (the line is in the state); lines it cuts or prunes are not searched to
 * their end, so it never proves "no".
 */
final class HelpmateSearch {
    /** The largest depth budget tried. */
    static final int MAX_BUDGET = 64;
    /** The nodes an iteration may visit for each unit of its budget (plus one). */
    private static final long PER_BUDGET = 3000;

    private final SearchState state;
    private final Progress progress = new Progress();
    private final CheckingMoves checking = new CheckingMoves();
    private int budget;
    private long iterationEnd;
    private long iterationNodes;

    HelpmateSearch(SearchState state) {
        this.state = state;
    }

    /** Starts the deepening from budget 0 with an empty table. */
    void restart() {
        budget = 0;
        iterationNodes = 0;
        state.helpmateKeys.clear();
    }

    /**
     * Deepens, within the state's node limit, from the budget where it last stopped; the board is at
     * the search root, {@code state.lineLength} moves from the position asked about.
     */
    Outcome run() {
        int root = state.lineLength;
        while (budget <= MAX_BUDGET && !state.exhausted()) {
            long capped = state.nodes + PER_BUDGET * (budget + 1) - iterationNodes;
            iterationEnd = Math.min(state.limit, capped);
            long before = state.nodes;
            if (search(root, budget, false)) {
                return Outcome.MATE;
            }
            iterationNodes += state.nodes - before;
            if (state.exhausted() && state.nodes < capped) {
                // Cut by the round, not by its own allowance: resumed at the same budget next round.
                return Outcome.OPEN;
            }
            budget++;
            iterationNodes = 0;
        }
        return Outcome.OPEN;
    }


    /** Whether the budget of nodes of this iteration is spent. */
    private boolean spent() {
        return state.nodes >= iterationEnd;
    }

    private boolean search(int ply, int left, boolean free) {
        int value = left * 2 + (free ? 1 : 0);
        KeyTable table = state.helpmateKeys;
        long key = state.board.key();
        int slot = table.find(key);
        if (slot >= 0 && table.value(slot) >= value) {
            // Searched with at least this budget: a position without moves never enters the table.
            return false;
        }
        // At the end of the budget only rewarded moves (and the mater's checks) are followed: only those are generated.
        boolean last = left == 0 && !free;
        boolean materMoves = state.board.sideToMove() == state.mater;
        int count = last ? lastMoves(ply, materMoves) : state.generate(ply);
        if (count == 0 && (!last || state.board.countLegalMoves() == 0)) {
            return finish(ply, state.defenderMated());
        }
        int previous = -1;
        if (slot >= 0) {
            previous = table.value(slot);
            table.set(slot, value);
        } else {
            table.insert(key, value);
        }
        if (ply >= state.maxPly || state.clockExpired() || state.cannotMate()) {
            return false;
        }
        int base = ply * SearchState.ROW;
        int first = progress.rank(state, base, count);
        boolean checksRead = last && materMoves;
        for (int i = base; i < base + count; i++) {
            if (i == base + 1) {
                progress.sort(state.moves, base, count);
            }
            int entry = state.moves[i == base ? first : i];
            int cost = Progress.cost(entry);
            int after = left - (free && cost == Progress.NORMAL ? 0 : cost);
            if (after < 0) {
                // The budget is spent: only the defender's mate, so only a check, is still tried.
                if (!materMoves) {
                    continue;
                }
                if (!checksRead) {
                    checking.prepare(state.board, state.mater);
                    checksRead = true;
                }
                if (!checking.mayGiveCheck(entry & 0xFFFF)) {
                    continue;
                }
            }
            if (spent()) {
                return forget(value, previous);
            }
            state.nodes++;
            int move = entry & 0xFFFF;
            state.line[ply] = move;
            state.board.make(move);
            boolean mate = after < 0 ? matedNow(ply + 1) : search(ply + 1, after, cost == Progress.REWARD);
            state.board.unmake(move);
            if (mate) {
                return true;
            }
        }
        return spent() && forget(value, previous);
    }

    /**
     * The moves a node at the end of its budget may follow, into the row of {@code ply}: the
     * mater's that may be rewarded or give check (pawns, knights, king, discoverers, captures,
     * moves to a checking square; its checks are then read), the defender's that may be rewarded
     * ({@link Progress#defenderStarts}). The same moves are followed as from the whole row.
     */
    private int lastMoves(int ply, boolean materMoves) {
        SearchBoard board = state.board;
        int base = ply * SearchState.ROW;
        if (materMoves) {
            checking.prepare(board, state.mater);
            long ends = board.occupied(state.defender) | checking.ends();
            return board.legalMoves(state.moves, base, checking.starts(), ends) - base;
        }
        return board.legalMoves(state.moves, base, Progress.defenderStarts(board, state.mater),
                Progress.defenderEnds(board, state.mater)) - base;
    }

    /**
     * Takes back the claim of a node whose search was cut: its entry falls back to what it was
     * before, so that the iteration resumed later searches it again. Returns {@code false}.
     */
    private boolean forget(int value, int previous) {
        KeyTable table = state.helpmateKeys;
        int slot = table.find(state.board.key());
        if (slot >= 0 && table.value(slot) == value) {
            table.set(slot, previous);
        }
        return false;
    }

    /** Whether the position after a move is a mate by the mater (the budget is spent: nothing else). */
    private boolean matedNow(int ply) {
        SearchBoard board = state.board;
        return finish(ply, board.inCheck() && board.sideToMove() == state.defender && board.countLegalMoves() == 0);
    }

    private boolean finish(int ply, boolean mate) {
        if (mate) {
            state.lineLength = ply;
        }
        return mate;
    }
}
