package org.chesseus.search.eval.tune;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.chesseus.api.SearchBoard;
import org.chesseus.search.eval.Boards;
import org.chesseus.search.eval.TaperedEvaluator;
import org.chesseus.search.eval.Weights;

/**
 * An outside check of a weights file: how well its static scores agree with Stockfish's static
 * {@code eval} on quiet positions of a data file — Pearson correlation and how often both name the
 * same side as better (positions where Stockfish sees at least half a pawn).
 *
 * <p>Run: {@code java -cp … org.chesseus.search.eval.tune.StockfishAgreement DATA COUNT WEIGHTS…}.
 */
public final class StockfishAgreement {
    private StockfishAgreement() {
    }

    /** Entry point; see the class comment for the arguments. */
    public static void main(String[] args) throws IOException {
        List<String> fens = new ArrayList<>();
        QuietFilter filter = new QuietFilter();
        int count = Integer.parseInt(args[1]);
        List<String> lines = Files.readAllLines(Path.of(args[0]));
        for (int i = 0; i < lines.size() && fens.size() < count; i += 97) {
            String fen = lines.get(i).substring(0, lines.get(i).indexOf(';'));
            if (filter.quiet(Boards.of(fen))) {
                fens.add(fen);
            }
        }
        double[] stockfish = new double[fens.size()];
        try (UciProcess engine = new UciProcess("/usr/games/stockfish")) {
            for (int i = 0; i < fens.size(); i++) {
                engine.send("position fen " + fens.get(i));
                engine.send("eval");
                String line = engine.await("Final evaluation");
                stockfish[i] = 100 * Double.parseDouble(line.replaceAll("^Final evaluation\\s+([-+0-9.]+).*$", "$1"));
            }
        }
        for (int w = 2; w < args.length; w++) {
            Weights weights;
            try (InputStream in = Files.newInputStream(Path.of(args[w]))) {
                weights = Weights.read(in, args[w]);
            }
            TaperedEvaluator evaluator = new TaperedEvaluator(weights);
            double[] ours = new double[fens.size()];
            for (int i = 0; i < fens.size(); i++) {
                SearchBoard board = Boards.of(fens.get(i));
                ours[i] = evaluator.evaluateForWhite(board);
            }
            System.out.printf(Locale.ROOT, "%s: %d positions, correlation %.3f, same side better %.1f%%%n",
                    args[w], fens.size(), correlation(ours, stockfish), 100 * sameSide(ours, stockfish));
        }
    }

    private static double correlation(double[] x, double[] y) {
        double mx = mean(x);
        double my = mean(y);
        double sxy = 0;
        double sxx = 0;
        double syy = 0;
        for (int i = 0; i < x.length; i++) {
            sxy += (x[i] - mx) * (y[i] - my);
            sxx += (x[i] - mx) * (x[i] - mx);
            syy += (y[i] - my) * (y[i] - my);
        }
        return sxy / Math.sqrt(sxx * syy);
    }

    private static double sameSide(double[] ours, double[] stockfish) {
        int clear = 0;
        int agree = 0;
        for (int i = 0; i < ours.length; i++) {
            if (Math.abs(stockfish[i]) >= 50) {
                clear++;
                agree += Math.signum(ours[i]) == Math.signum(stockfish[i]) ? 1 : 0;
            }
        }
        return agree / (double) clear;
    }

    private static double mean(double[] values) {
        double sum = 0;
        for (double value : values) {
            sum += value;
        }
        return sum / values.length;
    }
}
