package org.chesseus.spark;

import java.io.IOException;
import java.util.Locale;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.chesseus.api.RejectedInputException;

/**
 * The job's entry point for {@code spark-submit}: {@code --out DIR [--rules PROFILE]
 * [--strict-fen] [--split-mb N] INPUT...}. Prints the summary table; exit status 0 when every game
 * was judged, 1 when some game was not or an input was refused (in one line, naming it), 2 for a
 * usage error.
 */
public final class AdjudicateArchives {
    private AdjudicateArchives() {
    }

    /** Runs the job on the cluster {@code spark-submit} names. */
    public static void main(String[] args) {
        JobOptions options;
        try {
            options = JobOptions.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("chesseus-spark: " + e.getMessage());
            System.err.println(JobOptions.USAGE);
            System.exit(2);
            return;
        }
        System.exit(run(options));
    }

    private static int run(JobOptions options) {
        long start = System.nanoTime();
        try (JavaSparkContext spark = new JavaSparkContext(new SparkConf().setAppName("chesseus adjudicate"))) {
            ArchiveJob.Result result = new ArchiveJob(options).run(spark);
            System.out.print(result.table().text());
            System.err.printf(Locale.ROOT, "%d games in %d files (%d tasks) judged in %.1f s; the lines in %s/games, the"
                    + " summary in %s/summary.json and summary.txt%n", result.table().games(), result.files().size(),
                    result.tasks().stream().mapToInt(Integer::intValue).sum(), (System.nanoTime() - start) / 1e9,
                    options.output(), options.output());
            return result.table().json().get("errors").equals(0L) ? 0 : 1;
        } catch (IllegalArgumentException | RejectedInputException | IOException e) {
            System.err.println("chesseus-spark: " + e.getMessage());
            return 1;
        } catch (Exception e) {
            // Spark's own SparkException is checked in Java's eyes but thrown undeclared from Scala.
            System.err.println("chesseus-spark: the job failed: " + rootMessage(e));
            return 1;
        }
    }

    /** The message of the first cause that says what went wrong (a task's own exception, under Spark's). */
    private static String rootMessage(Throwable thrown) {
        Throwable cause = thrown;
        while (cause.getCause() != null && cause.getCause() != cause) {
            cause = cause.getCause();
        }
        return cause.getMessage() == null ? cause.toString() : cause.getMessage();
    }
}
