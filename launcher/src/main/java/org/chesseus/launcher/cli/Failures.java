package org.chesseus.launcher.cli;

import static java.util.Objects.requireNonNull;

import java.io.PrintWriter;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chesseus.api.RejectedInputException;
import org.chesseus.launcher.terminal.ExitStatus;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine;

/**
 * How failures reach the user: refused input prints its message as it is (status 1), a wrong
 * command line prints picocli's message and where to find help (status 2), anything else prints
 * one line {@code internal error: …} (status 3). Never a stack trace.
 */
public final class Failures implements CommandLine.IExecutionExceptionHandler, CommandLine.IParameterExceptionHandler {
    private static final Pattern NOT_A_TYPE = Pattern.compile(
            "Invalid value for (?:option|positional parameter at index \\d+) '?([^']*?)'?: '(.*)' is not an? (int|long|short|byte|double|float)",
            Pattern.DOTALL);
    private final PrintWriter err;

    /** Failures reported on this stream. */
    public Failures(PrintWriter err) {
        this.err = requireNonNull(err, "err");
    }

    @Override
    public int handleExecutionException(Exception failure, CommandLine command, ParseResult parsed) {
        return report(failure);
    }

    @Override
    public int handleParseException(ParameterException failure, String[] args) {
        err.println(plain(failure.getMessage()));
        CommandLine.UnmatchedArgumentException.printSuggestions(failure, err);
        err.println("Try '" + failure.getCommandLine().getCommandSpec().qualifiedName() + " --help' for more information.");
        return ExitStatus.USAGE;
    }

    /**
     * Picocli's message with its Java type names said in words: {@code Invalid value for option
     * '--budget': 'x' is not a long} becomes {@code --budget: 'x' is not a whole number}.
     */
    static String plain(String message) {
        Matcher typed = NOT_A_TYPE.matcher(String.valueOf(message));
        if (!typed.matches()) {
            return message;
        }
        String value = typed.group(2);
        String type = typed.group(3);
        String wanted = switch (type) {
            case "double", "float" -> "a number";
            case "long" -> value.strip().matches("[+-]?\\d+") ? "a whole number up to " + Long.MAX_VALUE : "a whole number";
            case "int" -> value.strip().matches("[+-]?\\d+") ? "a whole number up to " + Integer.MAX_VALUE : "a whole number";
            default -> "a whole number";
        };
        return typed.group(1) + ": '" + value + "' is not " + wanted;
    }

    /** Reports a failure and returns its exit status. */
    public int report(Throwable failure) {
        Optional<RejectedInputException> rejected = rejection(failure);
        if (rejected.isPresent()) {
            err.println(rejected.get().getMessage());
            return ExitStatus.REJECTED;
        }
        err.println("internal error: " + describe(rootCause(failure)));
        return ExitStatus.INTERNAL;
    }

    /** The refused input behind a failure, looking through the wrappers of Guice and picocli. */
    static Optional<RejectedInputException> rejection(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof RejectedInputException) {
                return Optional.of((RejectedInputException) cause);
            }
        }
        return Optional.empty();
    }

    private static Throwable rootCause(Throwable failure) {
        Throwable root = failure;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root;
    }

    private static String describe(Throwable failure) {
        String message = failure.getMessage();
        String name = failure.getClass().getName();
        return message == null ? name : name + ": " + message.strip().replaceAll("\\s+", " ");
    }
}
