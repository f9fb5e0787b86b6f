package org.chesseus.search;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;
import org.chesseus.api.Move;
import org.chesseus.api.engine.EngineScore;
import org.chesseus.api.engine.SearchInfo;
import org.chesseus.api.engine.SearchListener;

/**
 * Iterative deepening at the root: each depth searched with an aspiration window around the last
 * score (widened on a fail-high or fail-low), {@code MultiPV} lines searched one after another
 * over the root moves the earlier lines did not take, the root stored in the transposition table
 * after each iteration, a report per line, and the time control asked between iterations.
 */
final class RootSearch {
    private static final int ASPIRATION = 20;

    private final SearchStack stack;
    private final AlphaBeta alphaBeta;
    private final RootMoves root;
    private final int lines;
    private final SearchListener listener;
    private final long startNanos = System.nanoTime();
    private SearchInfo last;
    private final int[] rankedMoves;
    private final int[] rankedScores;
    private int ranked;
    private LongSupplier others = () -> 0;
    private int lastSearch = RootEffort.NO_SCORE;

    RootSearch(SearchStack stack, RootMoves root, int lines, SearchListener listener) {
        this.stack = stack;
        this.alphaBeta = new AlphaBeta(stack);
        this.root = root;
        this.lines = Math.min(lines, root.count());
        this.listener = listener;
        this.rankedMoves = new int[Math.max(1, this.lines)];
        this.rankedScores = new int[Math.max(1, this.lines)];
    }

    /** Searches until a limit says stop; the root moves end ordered best first. */
    void run() {
        run(1);
    }

    /**
     * Searches from depth {@code firstDepth} on (a helper thread may start deeper than the main
     * one, so that the threads do not all search the same depth at once).
     */
    void run(int firstDepth) {
        int[] lineScores = new int[lines];
        RootEffort effort = new RootEffort(root.move(0), lastSearch);
        for (int depth = firstDepth; depth < Scores.MAX_PLY; depth++) {
            long nodesBefore = stack.nodes;
            root.clearNodes();
            for (int line = 0; line < lines && !stack.time.stopped(); line++) {
                lineScores[line] = aspirate(depth, line, depth == firstDepth ? 0 : root.score(line));
            }
            if (stack.time.stopped()) {
                break;
            }
            root.sortFirst(lines);
            for (int line = 0; line < lines; line++) {
                lineScores[line] = root.score(line);
            }
            report(depth, lineScores);
            for (int line = 0; line < lines; line++) {
                rankedMoves[line] = root.move(line);
                rankedScores[line] = lineScores[line];
            }
            ranked = lines;
            stack.table.store(stack.board.key(), root.move(0), Scores.toTable(lineScores[0], 0), 0, depth,
                    TranspositionTable.EXACT);
            double asked = effort.after(root.move(0), lineScores[0], root.nodes(0), stack.nodes - nodesBefore);
            if (mateFound(lineScores[0]) || (root.count() == 1 && stack.time.clocked() && depth >= 4)
                    || !stack.time.anotherIteration(depth, effort.stability(), asked, stack.nodes)) {
                break;
            }
        }
    }

    /**
     * The {@code MultiPV} moves of the last finished iteration, best first, with their scores in
     * {@code scores}; returns how many (0 when no iteration finished).
     */
    int ranked(int[] moves, int[] scores) {
        System.arraycopy(rankedMoves, 0, moves, 0, ranked);
        System.arraycopy(rankedScores, 0, scores, 0, ranked);
        return ranked;
    }

    /**
     * The score the engine's last search for the same side in this game ended with ({@link
     * RootEffort#NO_SCORE} when there was none): a score falling below it asks for more time.
     */
    void compareWith(int lastSearchScore) {
        this.lastSearch = lastSearchScore;
    }

    /** The best move's score in the last finished iteration, or {@link RootEffort#NO_SCORE}. */
    int bestScore() {
        return ranked == 0 ? RootEffort.NO_SCORE : rankedScores[0];
    }

    /** Reports count the nodes {@code nodes} gives (other threads' searches) besides this search's own. */
    void countAlso(LongSupplier nodes) {
        this.others = nodes;
    }

    /** Where {@code move} stands among the root moves now. */
    int indexOf(int move) {
        for (int i = 0; i < root.count(); i++) {
            if (root.move(i) == move) {
                return i;
            }
        }
        return 0;
    }

    /** The last report; null when no iteration finished. */
    SearchInfo last() {
        return last;
    }

    private boolean mateFound(int score) {
        int mate = stack.time.mateLimit();
        return mate > 0 && score >= Scores.MATE_BOUND && (Scores.MATE - score + 1) / 2 <= mate;
    }

    private int aspirate(int depth, int line, int previous) {
        int delta = ASPIRATION;
        int alpha = -Scores.INFINITE;
        int beta = Scores.INFINITE;
        if (depth >= 5 && !Scores.isMate(previous)) {
            alpha = Math.max(previous - delta, -Scores.INFINITE);
            beta = Math.min(previous + delta, Scores.INFINITE);
        }
        while (true) {
            int score = searchRoot(alpha, beta, depth, line);
            if (stack.time.stopped()) {
                return score;
            }
            if (score <= alpha && alpha > -Scores.INFINITE) {
                beta = (alpha + beta) / 2;
                alpha = Math.max(score - delta, -Scores.INFINITE);
            } else if (score >= beta && beta < Scores.INFINITE) {
                beta = Math.min(score + delta, Scores.INFINITE);
            } else {
                return score;
            }
            delta += delta / 2 + 10;
            if (delta > 1000) {
                alpha = -Scores.INFINITE;
                beta = Scores.INFINITE;
            }
        }
    }

    /** Searches the root moves from {@code first} on; the best comes to {@code first}. */
    private int searchRoot(int alpha, int beta, int depth, int first) {
        SearchStack s = stack;
        s.pvLength[0] = 0;
        int best = -Scores.INFINITE;
        for (int i = first; i < root.count(); i++) {
            int move = root.move(i);
            if (depth >= 12) {
                listener.currentMove(Move.ofPacked(move), i + 1, depth);
            }
            long nodesBefore = s.nodes;
            s.make(move, 0);
            int score;
            if (i == first) {
                score = -alphaBeta.search(-beta, -alpha, depth - 1, 1, true);
            } else {
                score = -alphaBeta.search(-alpha - 1, -alpha, depth - 1, 1, true);
                if (score > alpha && score < beta) {
                    score = -alphaBeta.search(-beta, -alpha, depth - 1, 1, true);
                }
            }
            s.unmake(move);
            root.addNodes(i, s.nodes - nodesBefore);
            if (s.time.stopped()) {
                break;
            }
            if (score > best) {
                best = score;
            }
            if (score > alpha) {
                s.updatePv(0, move);
                root.promote(i, first, score, s.pv, s.pvLength[0]);
                alpha = score;
                if (score >= beta) {
                    break;
                }
            }
        }
        return best;
    }

    private void report(int depth, int[] lineScores) {
        long elapsed = (System.nanoTime() - startNanos) / 1_000_000;
        int hashfull = stack.table.hashfull();
        for (int line = 0; line < lines; line++) {
            List<Move> pv = new ArrayList<>();
            for (int move : root.line(line)) {
                pv.add(Move.ofPacked(move));
            }
            SearchInfo info = new SearchInfo(depth, stack.selectiveDepth, line + 1,
                    Scores.toEngine(lineScores[line], EngineScore.Bound.EXACT), stack.nodes + others.getAsLong(), elapsed,
                    hashfull, pv);
            if (line == 0) {
                last = info;
            }
            listener.info(info);
        }
    }
}
