package org.chesseus.launcher.cli;

import static java.util.Objects.requireNonNull;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.function.Supplier;
import org.chesseus.api.engine.EngineProvider;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.launcher.terminal.Terminal;

/**
 * The commands that need nothing but the rule books, the engine plugins and the terminal, made
 * without the injector: {@code chesseus} itself (its help and version), {@code perft}, {@code
 * analyze}, {@code adjudicate}, {@code compare}, {@code cases}, {@code quiz}, {@code rules} and {@code uci}. Such a command then
 * starts without Guice, whose injector is a third of a short start and a quarter of the time to
 * {@code uciok} (nothing is wired that a command does not use). Each is made with the same
 * constructor the injector would call, so the two ways cannot differ; every other command (the
 * ones that hold drivers, a server or benchmarks) still comes from the injector.
 */
public final class DirectCommands {
    private final Supplier<RuleBookComposer> composer;
    private final Supplier<List<EngineProvider>> engines;
    private final Terminal terminal;

    /**
     * Commands over the composer of the layers found and the engine plugins found (each asked for
     * only when a command needs it) and the terminal.
     */
    public DirectCommands(Supplier<RuleBookComposer> composer, Supplier<List<EngineProvider>> engines,
            Terminal terminal) {
        this.composer = requireNonNull(composer, "composer");
        this.engines = requireNonNull(engines, "engines");
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
        if (type == CasesCommand.class) {
            return new CasesCommand(terminal, new JsonLines(terminal));
        }
        if (type == QuizCommand.class) {
            return new QuizCommand(terminal, new JsonLines(terminal));
        }
        if (type == RulesCommand.class) {
            return new RulesCommand(composer.get(), terminal, new JsonLines(terminal));
        }
        if (type == UciCommand.class) {
            return new UciCommand(composer.get(), new LinkedHashSet<>(engines.get()), terminal);
        }
        return null;
    }
}
