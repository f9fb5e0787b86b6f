package org.chesseus.drivers.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import jakarta.inject.Inject;
import java.io.PrintWriter;
import java.io.UncheckedIOException;

/** {@code --json} output: one JSON object a line on standard output, flushed line by line. */
public final class JsonLines {
    private final ObjectWriter writer = new ObjectMapper().writer();
    private final PrintWriter out;

    @Inject
    JsonLines(Terminal terminal) {
        this.out = terminal.out();
    }

    /** Prints one value (a record or a map) as one line of JSON. */
    public void print(Object value) {
        try {
            out.println(writer.writeValueAsString(value));
            out.flush();
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
