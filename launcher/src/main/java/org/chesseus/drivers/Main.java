package org.chesseus.drivers;

import java.io.PrintWriter;
import org.chesseus.drivers.cli.Terminal;
import org.chesseus.drivers.wiring.Configuration;
import org.chesseus.drivers.wiring.Launch;
import org.chesseus.drivers.wiring.RuleLayerDiscovery;

/**
 * The {@code chesseus} command's entry point: the process's streams, environment and exit status
 * are touched here and nowhere else. Standard error counts as a terminal when the launcher says so
 * ({@value Terminal#STDERR_TTY}{@code =1}), since Java 17 cannot tell; standard input and output
 * are a terminal when the JVM has a console.
 */
public final class Main {
    private Main() {
    }

    /** Runs the command line and exits with its status. */
    public static void main(String[] args) {
        // No Groovy closures in our annotations: picocli need not look for Groovy on the module path.
        System.setProperty("picocli.disable.closures", "true");
        Terminal terminal = new Terminal(new PrintWriter(System.out, true), new PrintWriter(System.err, true), System.in,
                "1".equals(System.getenv(Terminal.STDERR_TTY)), System::nanoTime, System.console() != null);
        System.exit(Launch.run(Configuration.LAUNCH, RuleLayerDiscovery::found, terminal, args));
    }
}
