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
 * <p>Run: {@code java -cp … org.chesseus.search.eval.tune.Tuner OUT EPOCHS DATA…}.
 */
public final class Tuner {
    private static final double RATE = 1.0;
    private static final double BETA1 = 0.9;
    private static final double BETA2 = 0.999;
    private static final int HOLD_OUT = 10;

    private Tuner() {
    }

    /** Entry point; see the class comment for the arguments. */
    public static void main(String[] args) throws IOException {
        if (args.length < 3) {
            System.err.println("usage: Tuner OUT EPOCHS DATA...");
            System.exit(2);
        }
        Weights start = Weights.tuned();
        TuningSet training = new TuningSet();
        TuningSet validation = new TuningSet();
        StringBuilder data = new StringBuilder();
        for (int i = 2; i < args.length; i++) {
            TuningSet.Load load = TuningSet.read(Path.of(args[i]), start, training, validation, HOLD_OUT);
            data.append(String.format(Locale.ROOT, "%s: %d positions read, %d kept (%d before move 5, %d not quiet)%n",
                    Path.of(args[i]).getFileName(), load.lines(), load.kept(), load.early(), load.notQuiet()));
        }
        System.err.print(data);
        double[] mg = toDouble(start.middlegame());
        double[] eg = toDouble(start.endgame());
        double k = TexelObjective.fitK(training, mg, eg);
        String before = errors(training, validation, k, mg, eg);
        System.err.printf(Locale.ROOT, "K = %.4f; before: %s%n", k, before);
        adam(training, validation, k, mg, eg, Integer.parseInt(args[1]));
        String after = errors(training, validation, k, mg, eg);
        System.err.printf(Locale.ROOT, "after: %s%n", after);
        String header = String.format(Locale.ROOT, "Chesseus evaluation weights: term  middlegame  endgame (centipawns).%n"
                + "Texel-tuned by org.chesseus.search.eval.tune.Tuner (%s epochs of Adam), see docs/evaluation.md.%n"
                + "%sTraining positions %d, validation %d; K = %.4f%nBefore: %s%nAfter:  %s",
                args[1], data, training.size(), validation.size(), k, before, after);
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
        double best = TexelObjective.error(validation, k, mg, eg);
        for (int epoch = 1; epoch <= epochs; epoch++) {
            double error = TexelObjective.gradient(training, k, mg, eg, mgGradient, egGradient);
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

    private static String errors(TuningSet training, TuningSet validation, double k, double[] mg, double[] eg) {
        return String.format(Locale.ROOT, "MSE training %.6f, validation %.6f",
                TexelObjective.error(training, k, mg, eg), TexelObjective.error(validation, k, mg, eg));
    }

    private static double[] toDouble(int[] values) {
        return Arrays.stream(values).asDoubleStream().toArray();
    }

    private static int[] round(double[] values) {
        return Arrays.stream(values).mapToInt(value -> (int) Math.round(value)).toArray();
    }
}
