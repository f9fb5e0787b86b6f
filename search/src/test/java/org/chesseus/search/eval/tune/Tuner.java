package org.chesseus.search.eval.tune;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import org.chesseus.search.eval.Terms;
import org.chesseus.search.eval.Weights;

/**
 * Texel tuning of the evaluation: reads labelled games ({@code FEN;result} lines from {@link
 * SelfPlay}), keeps the quiet positions, fits {@code K} for the shipped weights, then runs Adam on
 * all weights (full batch), keeping the weights that do best on a held-out tenth of the positions,
 * and writes the weights file.
 *
 * <p>The target is the game's result, or with {@code chesseus.tune.blend=λ} below 1 and data lines
 * that carry Stockfish's score ({@code FEN;result;score}, from {@link StockfishLabels}) the blend
 * {@code λ·result + (1 − λ)·1/(1 + 10^(−s·score/400))}, the scale {@code s} fitted so that the score
 * best predicts the results, or given as {@code chesseus.tune.scale}.
 *
 * <p>Run: {@code java [-Dchesseus.tune.start=WEIGHTS] [-Dchesseus.tune.l2=λ] [-Dchesseus.tune.blend=λ]
 * [-Dchesseus.tune.scale=s] -cp … org.chesseus.search.eval.tune.Tuner OUT EPOCHS DATA…}; the start
 * defaults to the shipped weights, the ridge λ to 1e-8, the blend λ to 1 (results only).
 */
public final class Tuner {
    private static final double RATE = 1.0;
    private static final double BETA1 = 0.9;
    private static final double BETA2 = 0.999;
    private static final int HOLD_OUT = 10;
    /** The ridge penalty's λ (system property {@code chesseus.tune.l2}). */
    private static final double LAMBDA = Double.parseDouble(System.getProperty("chesseus.tune.l2", "1e-8"));
    /** The result's share of the target (system property {@code chesseus.tune.blend}); 1: results only. */
    private static final double BLEND = Double.parseDouble(System.getProperty("chesseus.tune.blend", "1"));

    private Tuner() {
    }

    /** Entry point; see the class comment for the arguments. */
    public static void main(String[] args) {
        if (args.length < 3 || !args[1].matches("[0-9]+")) {
            System.err.println("usage: Tuner OUT EPOCHS DATA...  (EPOCHS a whole number)");
            System.exit(2);
        }
        try {
            tune(args);
        } catch (IOException | IllegalArgumentException e) {
            System.err.println("tuner: " + e.getMessage());
            System.exit(1);
        }
    }

    private static void tune(String[] args) throws IOException {
        Weights start = start();
        TuningSet training = new TuningSet();
        TuningSet validation = new TuningSet();
        StringBuilder data = new StringBuilder();
        for (int i = 2; i < args.length; i++) {
            TuningSet.Load load = TuningSet.read(Path.of(args[i]), start, training, validation, HOLD_OUT);
            data.append(String.format(Locale.ROOT, "%s: %d positions read, %d kept (%d before move 5, %d not quiet),"
                    + " %d with Stockfish's score%n",
                    Path.of(args[i]).getFileName(), load.lines(), load.kept(), load.early(), load.notQuiet(), load.scored()));
        }
        if (BLEND < 1) {
            String given = System.getProperty("chesseus.tune.scale");
            double scale = given != null ? Double.parseDouble(given) : TexelObjective.fitScoreScale(training);
            training.blend(BLEND, scale);
            validation.blend(BLEND, scale);
            data.append(String.format(Locale.ROOT, "Target: %.2f × result + %.2f × 1/(1 + 10^(−%.4f × Stockfish/400))%n",
                    BLEND, 1 - BLEND, scale));
        }
        System.err.print(data);
        double[] mg = toDouble(start.middlegame());
        double[] eg = toDouble(start.endgame());
        double k = TexelObjective.fitK(training, mg, eg);
        String before = errors(training, validation, k, mg, eg);
        System.err.printf(Locale.ROOT, "K = %.4f; before: %s%n", k, before);
        adam(training, validation, k, mg, eg, Integer.parseInt(args[1]));
        // The error depends on K·eval only: express the result in centipawns, an average pawn = 100.
        double unit = pawnValue(mg, eg) / 100;
        for (int i = 0; i < Terms.COUNT; i++) {
            mg[i] /= unit;
            eg[i] /= unit;
        }
        double fitted = k;
        k *= unit;
        String after = errors(training, validation, k, mg, eg);
        System.err.printf(Locale.ROOT, "K %.4f after rescaling by %.4f; after: %s%n", k, unit, after);
        String header = String.format(Locale.ROOT, "Chesseus evaluation weights: term  middlegame  endgame (centipawns).%n"
                + "Texel-tuned by org.chesseus.search.eval.tune.Tuner (%s epochs of Adam), see docs/evaluation.md.%n"
                + "%sTraining positions %d, validation %d; K = %.4f fitted for the starting weights, %.4f after"
                + " rescaling to an average pawn of 100, ridge λ = %s%nBefore: %s%nAfter:  %s",
                args[1], data, training.size(), validation.size(), fitted, k, LAMBDA, before, after);
        try (Writer out = Files.newBufferedWriter(Path.of(args[0]), StandardCharsets.UTF_8)) {
            Weights.of(round(mg), round(eg)).write(out, header.trim());
        }
    }

    private static void adam(TuningSet training, TuningSet validation, double k, double[] mg, double[] eg, int epochs) {
        int n = Terms.COUNT;
        double[] mgGradient = new double[n];
        double[] egGradient = new double[n];
        double[][] moments = new double[4][n];
        double[] bestMg = mg.clone();
        double[] bestEg = eg.clone();
        double[] priorMg = mg.clone();
        double[] priorEg = eg.clone();
        double best = TexelObjective.error(validation, k, mg, eg);
        for (int epoch = 1; epoch <= epochs; epoch++) {
            double error = TexelObjective.gradient(training, k, mg, eg, mgGradient, egGradient);
            TexelObjective.ridge(LAMBDA, mg, priorMg, mgGradient);
            TexelObjective.ridge(LAMBDA, eg, priorEg, egGradient);
            step(mg, mgGradient, moments[0], moments[1], epoch);
            step(eg, egGradient, moments[2], moments[3], epoch);
            if (epoch % 50 == 0) {
                double held = TexelObjective.error(validation, k, mg, eg);
                System.err.printf(Locale.ROOT, "epoch %d: training %.6f, validation %.6f%n", epoch, error, held);
                if (held < best) {
                    best = held;
                    System.arraycopy(mg, 0, bestMg, 0, n);
                    System.arraycopy(eg, 0, bestEg, 0, n);
                }
            }
        }
        // Early stopping: the weights kept are those that did best on the held-out positions.
        System.arraycopy(bestMg, 0, mg, 0, n);
        System.arraycopy(bestEg, 0, eg, 0, n);
    }

    /** One Adam update of {@code weights} from their gradient and running first and second moments. */
    private static void step(double[] weights, double[] gradient, double[] first, double[] second, int epoch) {
        double firstCorrection = 1 - Math.pow(BETA1, epoch);
        double secondCorrection = 1 - Math.pow(BETA2, epoch);
        for (int i = 0; i < weights.length; i++) {
            first[i] = BETA1 * first[i] + (1 - BETA1) * gradient[i];
            second[i] = BETA2 * second[i] + (1 - BETA2) * gradient[i] * gradient[i];
            weights[i] -= RATE * (first[i] / firstCorrection) / (Math.sqrt(second[i] / secondCorrection) + 1e-12);
        }
    }

    /** The starting weights: the file named by {@code chesseus.tune.start}, else the shipped ones. */
    private static Weights start() throws IOException {
        String file = System.getProperty("chesseus.tune.start");
        if (file == null) {
            return Weights.tuned();
        }
        try (java.io.InputStream in = Files.newInputStream(Path.of(file))) {
            return Weights.read(in, file);
        }
    }

    /** A pawn's material plus its average piece-square weight, middlegame and endgame averaged. */
    private static double pawnValue(double[] mg, double[] eg) {
        double sum = 0;
        for (int square = 8; square < 56; square++) {
            sum += mg[Terms.pst(0, square)] + eg[Terms.pst(0, square)];
        }
        return (mg[Terms.MATERIAL] + eg[Terms.MATERIAL]) / 2 + sum / 96;
    }

    private static String errors(TuningSet training, TuningSet validation, double k, double[] mg, double[] eg) {
        String errors = String.format(Locale.ROOT, "MSE training %.6f, validation %.6f",
                TexelObjective.error(training, k, mg, eg), TexelObjective.error(validation, k, mg, eg));
        if (BLEND < 1) {
            errors += String.format(Locale.ROOT, " (to the results alone: validation %.6f)",
                    TexelObjective.resultError(validation, k, mg, eg));
        }
        return errors;
    }

    private static double[] toDouble(int[] values) {
        return Arrays.stream(values).asDoubleStream().toArray();
    }

    private static int[] round(double[] values) {
        return Arrays.stream(values).mapToInt(value -> (int) Math.round(value)).toArray();
    }
}
