package org.chesseus.launcher.cli;

import static java.util.Objects.requireNonNull;

import java.util.function.Supplier;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.launcher.terminal.Terminal;

/**
 * The commands that need nothing but the rule books and the terminal, made without the injector:
 * {@code chesseus} itself (its help and version), {@code perft}, {@code analyze}, {@code
 * adjudicate}, {@code compare} and {@code rules}. A short command then starts without Guice, whose
 * injector is a third of such a start (issue 16: nothing is wired that the command does not use).
 * Each is made with the same constructor the injector would call, so the two ways cannot differ;
 * every other command still comes from the injector.
 */
public final class DirectCommands {
    private final Supplier<RuleBookComposer> composer;
    private final Terminal terminal;

    /** Commands over the composer of the layers found (asked for only when a command needs it) and the terminal. */
    public DirectCommands(Supplier<RuleBookComposer> composer, Terminal terminal) {
        this.composer = requireNonNull(composer, "composer");
        this.terminal = requireNonNull(terminal, "terminal");
    }

    /** The command of this type made directly, or {@code null} when it comes from the injector. */
    public Object create(Class<?> type) {
        if (type == ChesseusCommand.class) {
            return new ChesseusCommand();
        }
        if (type == PerftCommand.class) {
            return new PerftCommand(composer.get(), terminal, new JsonLines(terminal));
        }
        if (type == AnalyzeCommand.class) {
            return new AnalyzeCommand(composer.get(), terminal, new JsonLines(terminal));
        }
        if (type == AdjudicateCommand.class) {
            return new AdjudicateCommand(composer.get(), terminal, new JsonLines(terminal));
        }
        if (type == CompareCommand.class) {
            return new CompareCommand(composer.get(), terminal, new JsonLines(terminal));
        }
        if (type == RulesCommand.class) {
            return new RulesCommand(composer.get(), terminal, new JsonLines(terminal));
        }
        return null;
    }
}
