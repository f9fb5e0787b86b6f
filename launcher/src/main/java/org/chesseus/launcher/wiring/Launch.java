package org.chesseus.launcher.wiring;

import com.google.inject.Injector;
import java.util.List;
import java.util.ServiceConfigurationError;
import java.util.function.Supplier;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;
import org.chesseus.launcher.cli.ChesseusCommand;
import org.chesseus.launcher.cli.DirectCommands;
import org.chesseus.launcher.cli.Failures;
import org.chesseus.launcher.cli.HelpParagraphs;
import org.chesseus.launcher.terminal.Terminal;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * One launch of {@code chesseus}: register the command named on the command line (every command
 * where help or a suggestion needs their names), hand picocli a factory that makes it, run it and
 * return the exit status. Nothing is wired that the command does not use: the layers are found
 * when a command first needs the rule books, and the one injector is built only for a command that
 * needs it ({@link LaunchFactory}: {@code play}, {@code match}, {@code serve}, {@code bench}, {@code
 * profiles}). Every failure, including one while wiring, ends as a message of one
 * line and a status (see {@link Failures}), never a stack trace.
 */
public final class Launch {
    private Launch() {
    }

    /**
     * Runs the command line {@code args} under a configuration.
     *
     * @param layers finds the rule layers (called at most once, when a command first needs them)
     * @return the exit status: 0 success, 1 rejected input, 2 usage error, 3 internal error
     */
    public static int run(Configuration configuration, Supplier<List<RuleLayer>> layers, Terminal terminal,
            String... args) {
        Failures failures = new Failures(terminal.err());
        try {
            Supplier<List<RuleLayer>> found = once(layers);
            Supplier<RuleBookComposer> composer = once(() -> new RuleBookComposer(found.get()));
            Supplier<Injector> injector = once(() -> {
                Injector built = configuration.injector(found.get(), terminal);
                // Composed now, so that a broken installation is reported here, not inside picocli.
                built.getInstance(RuleBookComposer.class);
                return built;
            });
            LaunchFactory factory = new LaunchFactory(new DirectCommands(composer, once(EngineDiscovery::found), terminal), injector);
            CommandLine cli = new CommandLine(ChesseusCommand.class, factory);
            List<Class<?>> registered = registered(args);
            for (Class<?> command : registered) {
                // The one command a line names is made now, where a failure to wire it is reported
                // as every failure is; picocli would make it later and print its own message.
                cli.addSubcommand(registered.size() == 1 ? factory.create(command) : command);
            }
            HelpParagraphs.reflow(cli);
            cli.setOut(terminal.out());
            cli.setErr(terminal.err());
            cli.setExecutionExceptionHandler(failures);
            cli.setParameterExceptionHandler(failures);
            return cli.execute(args);
        } catch (Exception | ServiceConfigurationError failure) {
            return failures.report(failure);
        } finally {
            terminal.out().flush();
            terminal.err().flush();
        }
    }

    /**
     * The commands a command line needs registered: none for the version, the one it names, and all
     * of them for help, for no command and for a name that is no command (picocli then lists them or
     * suggests the nearest).
     */
    static List<Class<?>> registered(String... args) {
        if (args.length == 1 && (args[0].equals("-V") || args[0].equals("--version"))) {
            return List.of();
        }
        if (args.length > 0) {
            for (Class<?> command : ChesseusCommand.COMMANDS) {
                Command annotation = command.getAnnotation(Command.class);
                if (annotation.name().equals(args[0]) && !args[0].equals("help")) {
                    return List.of(command);
                }
            }
        }
        return ChesseusCommand.COMMANDS;
    }

    /** A supplier that asks {@code supplier} once, the first time it is asked. */
    private static <T> Supplier<T> once(Supplier<T> supplier) {
        return new Supplier<>() {
            private T value;

            @Override
            public T get() {
                if (value == null) {
                    value = supplier.get();
                }
                return value;
            }
        };
    }
}
