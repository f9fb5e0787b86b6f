package org.chesseus.drivers.wiring;

import com.google.inject.Injector;
import java.util.List;
import java.util.ServiceConfigurationError;
import java.util.function.Supplier;
import org.chesseus.api.rules.RuleLayer;
import org.chesseus.drivers.cli.ChesseusCommand;
import org.chesseus.drivers.cli.Failures;
import org.chesseus.drivers.cli.Terminal;
import picocli.CommandLine;

/**
 * One launch of {@code chesseus}: find the layers, build the one injector, hand picocli a factory
 * backed by it, run the command and return the exit status. Every failure, including one while
 * wiring, ends as a message of one line and a status (see {@link Failures}), never a stack trace.
 */
public final class Launch {
    private Launch() {
    }

    /**
     * Runs the command line {@code args} under a configuration.
     *
     * @param layers finds the rule layers (called once, before the injector is built)
     * @return the exit status: 0 success, 1 rejected input, 2 usage error, 3 internal error
     */
    public static int run(Configuration configuration, Supplier<List<RuleLayer>> layers, Terminal terminal,
            String... args) {
        Failures failures = new Failures(terminal.err());
        try {
            Injector injector = configuration.injector(layers.get(), terminal);
            CommandLine cli = new CommandLine(ChesseusCommand.class, new InjectedFactory(injector));
            cli.setOut(terminal.out());
            cli.setErr(terminal.err());
            cli.setExecutionExceptionHandler(failures);
            cli.setParameterExceptionHandler(failures);
            return cli.execute(args);
        } catch (RuntimeException | ServiceConfigurationError failure) {
            return failures.report(failure);
        } finally {
            terminal.out().flush();
            terminal.err().flush();
        }
    }
}
