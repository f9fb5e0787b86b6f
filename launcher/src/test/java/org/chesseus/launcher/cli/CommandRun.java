package org.chesseus.launcher.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.chesseus.api.rules.RuleLayer;
import org.chesseus.launcher.terminal.Terminal;
import org.chesseus.launcher.wiring.Configuration;
import org.chesseus.launcher.wiring.Launch;
import org.chesseus.launcher.wiring.RuleLayerDiscovery;

/**
 * One in-process run of {@code chesseus} as the launcher would make it, with standard output and
 * error captured.
 *
 * @param status the exit status
 * @param out what was printed on standard output
 * @param err what was printed on standard error
 */
record CommandRun(int status, String out, String err) {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** Runs the command line with the layers found and empty standard input. */
    static CommandRun of(String... args) {
        return with(RuleLayerDiscovery::found, "", args);
    }

    /** Runs the command line with these layers and this standard input. */
    static CommandRun with(Supplier<List<RuleLayer>> layers, String stdin, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        Terminal terminal = new Terminal(new PrintWriter(out), new PrintWriter(err),
                new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), false, System::nanoTime);
        int status = Launch.run(Configuration.LAUNCH, layers, terminal, args);
        return new CommandRun(status, out.toString(), err.toString());
    }

    /** The lines of standard output. */
    List<String> lines() {
        return out.isEmpty() ? List.of() : List.of(out.split("\\R"));
    }

    /** Each line of standard output read as one JSON object. */
    List<JsonNode> json() {
        List<JsonNode> objects = new ArrayList<>();
        for (String line : lines()) {
            try {
                objects.add(JSON.readTree(line));
            } catch (JsonProcessingException e) {
                throw new UncheckedIOException("not a JSON line: " + line, e);
            }
        }
        return objects;
    }

    /** The field names of a JSON object, in order. */
    static List<String> fieldNames(JsonNode object) {
        List<String> names = new ArrayList<>();
        object.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
