package org.chesseus.search.eval.tune;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.chesseus.api.SearchBoard;
import org.chesseus.search.eval.Boards;
import org.chesseus.search.eval.TaperedEvaluator;
import org.chesseus.search.eval.Terms;
import org.chesseus.search.eval.Weights;

/**
 * Labelled positions as the tuner sees them: for each, the game's result for White, the middlegame
 * and endgame shares (phase, and phase times the draw scale) and the sparse counts of its terms, so
 * that its evaluation for any weights is a short dot product.
 */
final class TuningSet {
    private double[] result = new double[1024];
    private double[] mgShare = new double[1024];
    private double[] egShare = new double[1024];
    private int[] start = new int[1025];
    private short[] term = new short[1 << 16];
    private short[] count = new short[1 << 16];
    private int size;
    private int entries;

    /** Counters of a load: lines read, positions kept, and why the others were dropped. */
    record Load(long lines, long kept, long early, long notQuiet) {
    }

    int size() {
        return size;
    }

    double result(int position) {
        return result[position];
    }

    /** Adds the position on {@code board} with its result, traced by {@code tracing}. */
    void add(SearchBoard board, double outcome, TaperedEvaluator tracing) {
        tracing.evaluateForWhite(board);
        int[] counts = tracing.counts();
        grow();
        result[size] = outcome;
        double phase = tracing.phase() / (double) TaperedEvaluator.MAX_PHASE;
        mgShare[size] = phase;
        egShare[size] = (1 - phase) * tracing.scale() / TaperedEvaluator.NORMAL_SCALE;
        for (int i = 0; i < Terms.COUNT; i++) {
            if (counts[i] != 0) {
                if (entries == term.length) {
                    term = Arrays.copyOf(term, entries * 2);
                    count = Arrays.copyOf(count, entries * 2);
                }
                term[entries] = (short) i;
                count[entries++] = (short) counts[i];
            }
        }
        start[++size] = entries;
    }

    /** White's evaluation of a position under the weights, unrounded. */
    double evaluate(int position, double[] mg, double[] eg) {
        double middle = 0;
        double end = 0;
        for (int e = start[position]; e < start[position + 1]; e++) {
            middle += mg[term[e]] * count[e];
            end += eg[term[e]] * count[e];
        }
        return middle * mgShare[position] + end * egShare[position];
    }

    /** Adds {@code factor × ∂eval/∂w} of a position to the gradients. */
    void accumulate(int position, double factor, double[] mgGradient, double[] egGradient) {
        double mgFactor = factor * mgShare[position];
        double egFactor = factor * egShare[position];
        for (int e = start[position]; e < start[position + 1]; e++) {
            mgGradient[term[e]] += mgFactor * count[e];
            egGradient[term[e]] += egFactor * count[e];
        }
    }

    /**
     * Reads {@code FEN;result} lines, keeping positions from the fifth move on that are quiet; every
     * {@code holdOut}-th kept position goes to {@code validation} instead.
     */
    static Load read(Path file, Weights weights, TuningSet training, TuningSet validation, int holdOut) throws IOException {
        TaperedEvaluator tracing = TaperedEvaluator.tracing(weights);
        QuietFilter filter = new QuietFilter();
        long lines = 0;
        long kept = 0;
        long early = 0;
        long loud = 0;
        try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.US_ASCII)) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                lines++;
                int semicolon = line.lastIndexOf(';');
                if (semicolon < 0) {
                    throw new IllegalArgumentException(file + ":" + lines + ": expected 'FEN;result', got '" + line + "'");
                }
                String fen = line.substring(0, semicolon);
                SearchBoard board;
                double outcome;
                try {
                    board = Boards.of(fen);
                    outcome = Double.parseDouble(line.substring(semicolon + 1));
                } catch (RuntimeException e) {
                    throw new IllegalArgumentException(file + ":" + lines + ": " + e.getMessage(), e);
                }
                if (board.toPosition().fullmoveNumber() < 5) {
                    early++;
                } else if (!filter.quiet(board)) {
                    loud++;
                } else {
                    kept++;
                    (kept % holdOut == 0 ? validation : training).add(board, outcome, tracing);
                }
            }
        }
        return new Load(lines, kept, early, loud);
    }

    private void grow() {
        if (size + 1 == result.length) {
            int capacity = result.length * 2;
            result = Arrays.copyOf(result, capacity);
            mgShare = Arrays.copyOf(mgShare, capacity);
            egShare = Arrays.copyOf(egShare, capacity);
            start = Arrays.copyOf(start, capacity + 1);
        }
    }
}
