package org.chesseus.search.eval.tune;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.chesseus.search.eval.Boards;
import org.chesseus.search.eval.TaperedEvaluator;

/**
 * Writes the shipped tuned evaluation of every labelled line ({@code FEN;result;score}), one number a
 * line in the same order (centipawns for the side to move): the base a residual network is trained
 * on ({@code search/tuning/network/train.py --base}). Lines of fewer than three fields are skipped, as
 * the trainer skips them.
 *
 * <p>Run: {@code java -cp … org.chesseus.search.eval.tune.TunedEvaluations OUT IN...}; OUT is overwritten.
 */
public final class TunedEvaluations {
    private TunedEvaluations() {
    }

    /** Entry point; see the class comment for the arguments. */
    public static void main(String[] args) throws IOException {
        if (args.length < 2) {
            System.err.println("usage: TunedEvaluations OUT IN...");
            System.exit(2);
        }
        TaperedEvaluator tuned = new TaperedEvaluator();
        long written = 0;
        try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(Path.of(args[0]), StandardCharsets.US_ASCII))) {
            for (int i = 1; i < args.length; i++) {
                try (BufferedReader in = Files.newBufferedReader(Path.of(args[i]), StandardCharsets.US_ASCII)) {
                    for (String line = in.readLine(); line != null; line = in.readLine()) {
                        String[] fields = line.split(";");
                        if (fields.length >= 3) {
                            out.println(tuned.evaluate(Boards.of(fields[0])));
                            written++;
                        }
                    }
                }
            }
        }
        System.err.println(written + " evaluations written to " + args[0]);
    }
}
