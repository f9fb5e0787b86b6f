package org.chesseus.search;

import org.chesseus.api.Move;
import org.chesseus.api.SearchBoard;
import org.chesseus.api.engine.DrawRules;
import org.chesseus.search.eval.Evaluator;

/**
 * The state one search shares between its parts, preallocated per ply so that the search loop
 * allocates nothing: the board, move and score buffers, the triangular principal-variation table,
 * the keys of the game and of the line searched (for repetitions), static evaluations, counters.
 */
final class SearchStack {
    static final int MOVES_PER_PLY = 256;
    private static final int POLL_MASK = 1023;

    final SearchBoard board;
    final Evaluator evaluator;
    final TranspositionTable table;
    final MoveOrdering ordering;
    final StaticExchange exchange;
    final TimeControl time;
    final DrawRules drawRules;

    final int[] moves = new int[(Scores.MAX_PLY + 2) * MOVES_PER_PLY];
    final int[] scores = new int[(Scores.MAX_PLY + 2) * MOVES_PER_PLY];
    final int[] quietsTried = new int[(Scores.MAX_PLY + 2) * 64];
    final int[] capturesTried = new int[(Scores.MAX_PLY + 2) * 32];
    final int[] pv = new int[(Scores.MAX_PLY + 2) * (Scores.MAX_PLY + 2)];
    final int[] pvLength = new int[Scores.MAX_PLY + 2];
    final int[] staticEval = new int[Scores.MAX_PLY + 2];
    /** The uncorrected evaluation at each ply (what the table keeps). */
    final int[] rawEval = new int[Scores.MAX_PLY + 2];
    final int[] played = new int[Scores.MAX_PLY + 2];
    /** The continuation-history row of the move played at each ply ({@link MoveOrdering#row}; -1 after a null move). */
    final int[] rows = new int[Scores.MAX_PLY + 2];
    /** The move a singular-extension search at the ply leaves out (0: none). */
    final int[] excluded = new int[Scores.MAX_PLY + 2];
    /** How many double singular extensions the line to each ply has had (set by the parent before it searches a move). */
    final int[] doubleExtensions = new int[Scores.MAX_PLY + 3];
    /**
     * Whether the search extends singular moves (doubly, and negatively), razors, prunes on the
     * table's score, prunes quiet moves by SEE, corrects the evaluation ({@link CorrectionHistory}),
     * and (set on {@link MoveOrdering#useCaptureHistory} from the same flag) orders captures by their
     * history and quiet moves by their continuation histories; off for the calibrated playing levels,
     * which keep the search they were calibrated with.
     */
    boolean fullStrength = true;
    final MovePicker[] pickers = new MovePicker[Scores.MAX_PLY + 2];
    private final long[] keys;
    private final int rootIndex;

    long nodes;
    int selectiveDepth;

    SearchStack(SearchBoard board, Evaluator evaluator, TranspositionTable table, MoveOrdering ordering,
            StaticExchange exchange, TimeControl time, DrawRules drawRules, long[] gameKeys) {
        this.board = board;
        this.evaluator = evaluator;
        this.table = table;
        this.ordering = ordering;
        this.exchange = exchange;
        this.time = time;
        this.drawRules = drawRules;
        this.keys = new long[gameKeys.length + Scores.MAX_PLY + 2];
        System.arraycopy(gameKeys, 0, keys, 0, gameKeys.length);
        this.rootIndex = gameKeys.length - 1;
        for (int ply = 0; ply < pickers.length; ply++) {
            pickers[ply] = new MovePicker(board, ordering, moves, scores, ply * MOVES_PER_PLY);
        }
        evaluator.reset(board);
    }

    /** Counts a node; every thousand or so looks at the clock and the stop flag. */
    boolean countNode(int ply) {
        nodes++;
        if (ply > selectiveDepth) {
            selectiveDepth = ply;
        }
        if ((nodes & POLL_MASK) == 0 || time.outOfNodes(nodes)) {
            return time.poll(nodes);
        }
        return time.stopped();
    }

    /** Plays a move at {@code ply} and records the new position's key. */
    void make(int move, int ply) {
        played[ply] = move;
        rows[ply] = MoveOrdering.row(board.pieceOn(Move.fromIndex(move)), Move.toIndex(move));
        evaluator.playing(board, move);
        board.make(move);
        keys[rootIndex + ply + 1] = board.key();
    }

    void unmake(int move) {
        board.unmake(move);
        evaluator.takenBack();
    }

    /** Passes the turn at {@code ply}. */
    void makeNull(int ply) {
        played[ply] = 0;
        rows[ply] = -1;
        evaluator.passing();
        board.makeNull();
        keys[rootIndex + ply + 1] = board.key();
    }

    void unmakeNull() {
        board.unmakeNull();
        evaluator.takenBack();
    }

    /**
     * Whether the position at {@code ply} is drawn by the profile's rules without looking at the
     * moves: a repetition of a position of the game or of the line (the first is enough), or bare
     * kings and a minor piece at most.
     */
    boolean drawnByRepetitionOrMaterial(int ply) {
        if (drawRules.repetition()) {
            int index = rootIndex + ply;
            int limit = Math.max(0, index - board.halfmoveClock());
            long key = keys[index];
            for (int i = index - 4; i >= limit; i -= 2) {
                if (keys[i] == key) {
                    return true;
                }
            }
        }
        return insufficientMaterial();
    }

    /** Whether the half-move limit has come (a mate on that move still counts; the caller checks). */
    boolean halfmoveLimitReached() {
        return drawRules.halfmoveLimit() > 0 && board.halfmoveClock() >= drawRules.halfmoveLimit();
    }

    private boolean insufficientMaterial() {
        long kings = board.pieces(5) | board.pieces(11);
        long minors = board.pieces(1) | board.pieces(2) | board.pieces(7) | board.pieces(8);
        long rest = board.occupied() & ~kings;
        return rest == minors && Long.bitCount(minors) <= 1;
    }

    /** Whether the side to move has a piece other than pawns and the king (null moves are safe). */
    boolean hasPieces() {
        int side = board.sideToMove();
        return (board.occupied(side) & ~board.pieces(side * 6) & ~board.pieces(side * 6 + 5)) != 0;
    }

    /** Starts the line at {@code ply} with {@code move} followed by the line found below it. */
    void updatePv(int ply, int move) {
        int row = ply * (Scores.MAX_PLY + 2);
        int below = (ply + 1) * (Scores.MAX_PLY + 2);
        pv[row + ply] = move;
        int end = pvLength[ply + 1];
        for (int i = ply + 1; i < end; i++) {
            pv[row + i] = pv[below + i];
        }
        pvLength[ply] = Math.max(end, ply + 1);
    }

    int evaluate() {
        return evaluator.evaluate(board);
    }

    /** The raw evaluation {@code eval} corrected by what the search learnt (at full strength). */
    int corrected(int eval) {
        if (!fullStrength) {
            return eval;
        }
        return Math.max(1 - Scores.MATE_BOUND, Math.min(Scores.MATE_BOUND - 1, ordering.correction.correct(board, eval)));
    }
}
