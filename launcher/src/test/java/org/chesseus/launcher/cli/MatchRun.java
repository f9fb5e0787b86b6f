package org.chesseus.launcher.cli;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.chesseus.launcher.terminal.Terminal;
import org.chesseus.launcher.wiring.Configuration;
import org.chesseus.launcher.wiring.Launch;
import org.chesseus.launcher.wiring.RuleLayerDiscovery;

/**
 * One in-process run of {@code chesseus match …} as the launcher makes it, output captured.
 *
 * @param status the exit status
 * @param out standard output
 * @param err standard error
 */
record MatchRun(int status, String out, String err) {
    /** Runs {@code chesseus match} with these arguments. */
    static MatchRun of(String... args) {
        String[] all = new String[args.length + 1];
        all[0] = "match";
        System.arraycopy(args, 0, all, 1, args.length);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        Terminal terminal = new Terminal(new PrintWriter(out), new PrintWriter(err), new ByteArrayInputStream(new byte[0]),
                false, System::nanoTime);
        int status = Launch.run(Configuration.LAUNCH, RuleLayerDiscovery::found, terminal, all);
        return new MatchRun(status, out.toString(), err.toString());
    }
}
