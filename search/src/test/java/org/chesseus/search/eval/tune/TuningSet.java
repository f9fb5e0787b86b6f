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
 * Labelled positions as the tuner sees them: for each, the game's result for White, Stockfish's
 * score for White when the data gives one, the target the tuner fits (the result, or a {@linkplain
 * #blend blend} of result and score), the middlegame and endgame shares (phase, and phase times the
 * draw scale) and the sparse counts of its terms, so that its evaluation for any weights is a short
 * dot product.
 */
final class TuningSet {
    private double[] result = new double[1024];
    private double[] score = new double[1024];
    private double[] target = new double[1024];
    private double[] mgShare = new double[1024];
    private double[] egShare = new double[1024];
    private int[] start = new int[1025];
    private short[] term = new short[1 << 16];
    private short[] count = new short[1 << 16];
    private int size;
    private int entries;

    /** Counters of a load: lines read, positions kept, and why the others were dropped. */
    record Load(long lines, long kept, long early, long notQuiet, long scored) {
    }

    /** One line of a data file: the FEN, the result for White and Stockfish's score for White (NaN when absent). */
    record Line(String fen, double result, double score) {
    }

    int size() {
        return size;
    }

    double result(int position) {
        return result[position];
    }

    /** Stockfish's score for White in centipawns, NaN when the data gave none. */
    double score(int position) {
        return score[position];
    }

    /** What the tuner fits: the result unless {@link #blend(double, double)} set a blend. */
    double target(int position) {
        return target[position];
    }

    /**
     * The target {@code λ·result + (1 − λ)·1/(1 + 10^(−scale·score/400))}: the result blended with the
     * expected score of Stockfish's score; the result alone when the score is NaN.
     */
    static double blend(double lambda, double result, double score, double scale) {
        if (Double.isNaN(score)) {
            return result;
        }
        return lambda * result + (1 - lambda) * TexelObjective.expected(scale, score);
    }

    /** Sets every position's target to {@link #blend(double, double, double, double)} of its labels. */
    void blend(double lambda, double scale) {
        for (int p = 0; p < size; p++) {
            target[p] = blend(lambda, result[p], score[p], scale);
        }
    }

    /** Adds the position on {@code board} with its result, traced by {@code tracing}. */
    void add(SearchBoard board, double outcome, TaperedEvaluator tracing) {
        add(board, outcome, Double.NaN, tracing);
    }

    /** Adds the position on {@code board} with its result and Stockfish's score (NaN: none), traced by {@code tracing}. */
    void add(SearchBoard board, double outcome, double stockfish, TaperedEvaluator tracing) {
        tracing.evaluateForWhite(board);
        int[] counts = tracing.counts();
        grow();
        result[size] = outcome;
        score[size] = stockfish;
        target[size] = outcome;
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
     * One line, {@code FEN;result} or {@code FEN;result;score}: the result for White 0 to 1, the score
     * Stockfish's for White in centipawns.
     *
     * @throws IllegalArgumentException naming {@code source} and the line number, for any other line
     */
    static Line parse(String line, String source, long number) {
        String[] fields = line.split(";", -1);
        if (fields.length != 2 && fields.length != 3) {
            throw new IllegalArgumentException(source + ":" + number + ": expected 'FEN;result' or 'FEN;result;score', got '"
                    + line + "'");
        }
        try {
            Boards.position(fields[0]);
            double outcome = Double.parseDouble(fields[1]);
            if (!(outcome >= 0 && outcome <= 1)) {
                throw new IllegalArgumentException("the result " + fields[1] + " is not between 0 and 1");
            }
            double stockfish = fields.length == 3 ? Double.parseDouble(fields[2]) : Double.NaN;
            if (fields.length == 3 && !Double.isFinite(stockfish)) {
                throw new IllegalArgumentException("the score " + fields[2] + " is not a number");
            }
            return new Line(fields[0], outcome, stockfish);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException(source + ":" + number + ": " + e.getMessage(), e);
        }
    }

    /**
     * Reads {@code FEN;result} or {@code FEN;result;score} lines (see {@link #parse}), keeping positions from the fifth move on that are quiet; every
     * {@code holdOut}-th kept position goes to {@code validation} instead.
     */
    static Load read(Path file, Weights weights, TuningSet training, TuningSet validation, int holdOut) throws IOException {
        TaperedEvaluator tracing = TaperedEvaluator.tracing(weights);
        QuietFilter filter = new QuietFilter();
        long lines = 0;
        long kept = 0;
        long early = 0;
        long loud = 0;
        long scored = 0;
        try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.US_ASCII)) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                lines++;
                Line parsed = parse(line, file.toString(), lines);
                SearchBoard board = Boards.of(parsed.fen());
                if (board.toPosition().fullmoveNumber() < 5) {
                    early++;
                } else if (!filter.quiet(board)) {
                    loud++;
                } else {
                    kept++;
                    scored += Double.isNaN(parsed.score()) ? 0 : 1;
                    (kept % holdOut == 0 ? validation : training).add(board, parsed.result(), parsed.score(), tracing);
                }
            }
        }
        return new Load(lines, kept, early, loud, scored);
    }

    private void grow() {
        if (size + 1 == result.length) {
            int capacity = result.length * 2;
            result = Arrays.copyOf(result, capacity);
            score = Arrays.copyOf(score, capacity);
            target = Arrays.copyOf(target, capacity);
            mgShare = Arrays.copyOf(mgShare, capacity);
            egShare = Arrays.copyOf(egShare, capacity);
            start = Arrays.copyOf(start, capacity + 1);
        }
    }
}
