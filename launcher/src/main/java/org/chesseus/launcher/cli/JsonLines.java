package org.chesseus.launcher.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import jakarta.inject.Inject;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import org.chesseus.launcher.terminal.Terminal;

/**
 * {@code --json} output: one JSON object a line on standard output, flushed line by line, or a
 * buffer at a time for batches.
 */
public final class JsonLines {
    private final PrintWriter out;
    /** Made on the first line printed: Jackson's start costs a short command a tenth of its time. */
    private ObjectWriter writer;

    @Inject
    JsonLines(Terminal terminal) {
        this.out = terminal.out();
    }

    /** Prints one value (a record or a map) as one line of JSON. */
    public void print(Object value) {
        printBuffered(value);
        out.flush();
    }

    /**
     * Prints one value as one line of JSON without flushing: a batch's lines go out a buffer at a
     * time, and the batch flushes ({@link #flush}) when it ends.
     */
    public void printBuffered(Object value) {
        if (writer == null) {
            writer = new ObjectMapper().writer();
        }
        try {
            out.print(writer.writeValueAsString(value));
            out.print('\n');
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Sends what {@link #printBuffered} has written. */
    public void flush() {
        out.flush();
    }
}
