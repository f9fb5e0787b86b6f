package org.chesseus.launcher;

import java.io.PrintWriter;
import org.chesseus.launcher.terminal.Terminal;
import org.chesseus.launcher.wiring.Configuration;
import org.chesseus.launcher.wiring.Launch;
import org.chesseus.launcher.wiring.RuleLayerDiscovery;

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
