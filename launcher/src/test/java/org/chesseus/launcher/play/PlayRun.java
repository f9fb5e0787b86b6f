package org.chesseus.launcher.play;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.chesseus.launcher.terminal.Terminal;
import org.chesseus.launcher.wiring.Configuration;
import org.chesseus.launcher.wiring.Launch;
import org.chesseus.launcher.wiring.RuleLayerDiscovery;

/**
 * One in-process run of {@code chesseus play} as the launcher would make it, without a terminal:
 * standard input typed by a script on a fake clock that starts at zero and moves only on {@code
 * @wait} lines, standard output and error captured, the record in a fresh file.
 *
 * @param status the exit status
 * @param out what was printed on standard output
 * @param err what was printed on standard error
 * @param record the text of the record file afterwards (empty when none was written)
 */
record PlayRun(int status, String out, String err, String record) {

    /** Runs {@code play} with these arguments ({@code --pgn} added) and this script. */
    static PlayRun of(Path directory, List<String> script, String... args) {
        Path file = directory.resolve("game-" + System.nanoTime() + ".pgn");
        List<String> all = new ArrayList<>(List.of("play", "--pgn", file.toString()));
        all.addAll(Arrays.asList(args));
        return raw(file, script, all.toArray(String[]::new));
    }

    /** Runs {@code chesseus} with exactly these arguments and this script; {@code file} is the record to read back. */
    static PlayRun raw(Path file, List<String> script, String... args) {
        AtomicLong nanos = new AtomicLong();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        Terminal terminal = new Terminal(new PrintWriter(out), new PrintWriter(err), new ScriptedInput(script, nanos),
                false, nanos::get);
        int status = Launch.run(Configuration.LAUNCH, RuleLayerDiscovery::found, terminal, args);
        return new PlayRun(status, out.toString(), err.toString(), read(file));
    }

    private static String read(Path file) {
        try {
            return Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : "";
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The lines of standard output. */
    List<String> lines() {
        return out.isEmpty() ? List.of() : List.of(out.split("\\R"));
    }

    /** The last line of standard output. */
    String lastLine() {
        List<String> lines = lines();
        return lines.isEmpty() ? "" : lines.get(lines.size() - 1);
    }
}
