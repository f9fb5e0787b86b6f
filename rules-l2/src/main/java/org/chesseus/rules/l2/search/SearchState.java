package org.chesseus.rules.l2.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.chesseus.api.Move;
import org.chesseus.api.SearchBoard;
import org.chesseus.api.mate.MateBudget;
import org.chesseus.rules.l2.proof.Material;

/**
 * What the searches of one question share: the board, the mater, the budget, the proofs that close
 * a line, the move buffers (one row per ply), the line played from the position asked about, the
 * node count and the position tables. One per thread, reused from question to question, so the
 * searches allocate nothing once the buffers have grown to the depth asked for.
 */
final class SearchState {
    /** Room for the legal moves of one position (at most 218 in chess). */
    static final int ROW = 256;
    /** The half-move count at which the game ends by FIDE 9.6.2 unless that move mates. */
    static final int HALF_MOVE_LIMIT = 150;
    /** The deepest line searched; a larger depth budget is searched to this depth. */
    static final int MAX_PLIES = 1024;

    /** The helpmate search's table: by key alone, since its hits only spare work ({@link KeyTable}). */
    final KeyTable helpmateKeys;
    /** The forced-mate search's table of AND-OR results: exact, since a hit there may close a line. */
    final PositionTable helpmateTable;
    final PositionTable closureTable;
    final PositionTable forcedTable;
    /** What the closing proof said of the positions it was asked about. */
    private final ProofTable proofs;
    SearchBoard board;
    int mater;
    int defender;
    boolean clockAware;
    int maxPly;
    ClosingProof proof;
    int[] moves = new int[0];
    int[] line = new int[0];
    int lineLength;
    long nodes;
    /** Whether a line was closed because the 75-move limit was reached (clock-aware questions). */
    boolean closedByClock;
    long nodeBudget;
    long limit;

    SearchState(int tableBits) {
        helpmateKeys = new KeyTable(tableBits);
        helpmateTable = new PositionTable(tableBits);
        closureTable = new PositionTable(tableBits);
        forcedTable = new PositionTable(8);
        proofs = new ProofTable(tableBits);
    }

    /** Prepares the state for a question about {@code board}. */
    void reset(SearchBoard board, int mater, MateBudget budget, ClosingProof proof) {
        this.board = board;
        this.mater = mater;
        this.defender = mater ^ 1;
        this.clockAware = budget.clockAware();
        this.maxPly = Math.min(budget.plies(), MAX_PLIES);
        this.proof = proof;
        proofs.clear();
        this.nodeBudget = budget.nodes();
        this.nodes = 0;
        this.closedByClock = false;
        this.limit = nodeBudget;
        this.lineLength = 0;
        int rows = maxPly + 2;
        if (line.length < rows) {
            line = new int[rows];
            moves = new int[rows * ROW];
        }
        helpmateKeys.clear();
        helpmateTable.clear();
        closureTable.clear();
        forcedTable.clear();
    }

    /** Sets the node limit of the next search: at most {@code allowance} more nodes, within the budget. */
    void allow(long allowance) {
        limit = nodeBudget - nodes <= allowance ? nodeBudget : nodes + allowance;
    }

    /** Whether the node limit is reached. */
    boolean exhausted() {
        return nodes >= limit;
    }

    /** Makes room in the line for {@code length} moves, keeping those already there. */
    void ensureLine(int length) {
        if (line.length < length) {
            line = Arrays.copyOf(line, Math.max(length, line.length * 2));
        }
    }

    /** Generates the legal moves at {@code ply} into its row; returns their count. */
    int generate(int ply) {
        int base = ply * ROW;
        return board.legalMoves(moves, base) - base;
    }

    /** Whether the side to move, having no legal move, is the defender in check: mate by the mater. */
    boolean defenderMated() {
        return board.sideToMove() == defender && board.inCheck();
    }

    /** Whether the game has ended by the 75-move rule (clock-aware questions only). */
    boolean clockExpired() {
        return clockAware && board.halfmoveClock() >= HALF_MOVE_LIMIT;
    }

    /** {@link #clockExpired()}, noting that a proof closing the line here rests on the 75-move rule. */
    boolean closesByClock() {
        boolean expired = clockExpired();
        closedByClock |= expired;
        return expired;
    }

    /**
     * Whether the mater can no longer mate by a static proof: the material table where a capture or
     * promotion may have changed the material (the clock is 0; elsewhere it is the material of
     * the position before, which did not close the line), and the closing proof right after a
     * capture or pawn move and one half-move later, through the question's {@link ProofTable}.
     */
    boolean cannotMate() {
        int clock = board.halfmoveClock();
        return clock <= 1 && (clock == 0 && Material.cannotMate(board, mater) || proofs.proven(proof, board, mater));
    }

    /** The line of the first {@code length} moves played from the position asked about. */
    List<Move> line(int length) {
        List<Move> result = new ArrayList<>(length);
        for (int i = 0; i < length; i++) {
            result.add(Move.ofPacked(line[i]));
        }
        return result;
    }
}
