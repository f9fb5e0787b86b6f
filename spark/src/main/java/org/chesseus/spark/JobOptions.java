package org.chesseus.spark;

import static java.util.Objects.requireNonNull;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/**
 * What the job judges and where it writes: the inputs (files, folders or globs, in the order
 * given), the output folder, the rule book (default {@code fide}), whether {@code FEN} tags are
 * read strictly, and the largest piece of a plain-text file one task reads ({@code 0}: the file
 * system's block size).
 *
 * @param inputs the inputs
 * @param output the output folder, which must not exist
 * @param rules the rule book's profile
 * @param strictFen whether a {@code FEN} tag's impossible castling right or en-passant square refuses the game
 * @param splitBytes the largest piece of a plain-text file, in bytes; 0 for the block size
 */
public record JobOptions(List<String> inputs, String output, String rules, boolean strictFen, long splitBytes)
        implements Serializable {
    private static final long serialVersionUID = 1L;

    /** The command line's usage. */
    public static final String USAGE = "usage: spark-submit chesseus-spark-job.jar --out DIR [--rules PROFILE]"
            + " [--strict-fen] [--split-mb N] INPUT...";

    /** Copies the inputs; requires at least one. */
    public JobOptions {
        inputs = List.copyOf(inputs);
        requireNonNull(output, "output");
        requireNonNull(rules, "rules");
        if (inputs.isEmpty()) {
            throw new IllegalArgumentException("no input: give PGN files (.pgn, .pgn.gz, .pgn.zst), folders or globs");
        }
        if (splitBytes < 0) {
            throw new IllegalArgumentException("--split-mb must not be negative: " + splitBytes);
        }
    }

    /**
     * The options of a command line.
     *
     * @throws IllegalArgumentException naming the option that is wrong, and why
     */
    public static JobOptions parse(String... args) {
        List<String> inputs = new ArrayList<>();
        String output = null;
        String rules = "fide";
        boolean strictFen = false;
        long splitBytes = 0;
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            switch (arg) {
                case "--out" -> output = value(args, ++i, arg);
                case "--rules" -> rules = value(args, ++i, arg);
                case "--strict-fen" -> strictFen = true;
                case "--split-mb" -> splitBytes = megabytes(value(args, ++i, arg));
                default -> {
                    if (arg.startsWith("--")) {
                        throw new IllegalArgumentException("unknown option " + arg);
                    }
                    inputs.add(arg);
                }
            }
        }
        if (output == null) {
            throw new IllegalArgumentException("--out DIR is required: the folder the job writes");
        }
        return new JobOptions(inputs, output, rules, strictFen, splitBytes);
    }

    private static String value(String[] args, int at, String option) {
        if (at >= args.length) {
            throw new IllegalArgumentException(option + " needs a value");
        }
        return args[at];
    }

    private static long megabytes(String value) {
        try {
            long mb = Long.parseLong(value);
            if (mb < 1) {
                throw new IllegalArgumentException("--split-mb must be at least 1: " + value);
            }
            return mb << 20;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--split-mb takes a whole number of megabytes: " + value);
        }
    }
}
