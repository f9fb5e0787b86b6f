package org.chesseus.drivers.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.chesseus.api.RejectedInputException;

/** The lines of a batch's {@code --input}: a UTF-8 file, or standard input for {@code -}. */
final class InputLines {
    private InputLines() {
    }

    /**
     * Every line of the input.
     *
     * @throws RejectedInputException naming the file and what went wrong
     */
    static List<String> read(String source, Terminal terminal) {
        if (source.equals("-")) {
            BufferedReader in = new BufferedReader(new InputStreamReader(terminal.in(), StandardCharsets.UTF_8));
            try {
                return in.lines().collect(Collectors.toList());
            } catch (UncheckedIOException e) {
                throw new RejectedInputException("--input -: cannot read standard input: " + e.getCause().getMessage());
            }
        }
        try {
            return Files.readAllLines(Path.of(source), StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new RejectedInputException("--input: no such file '" + source + "'");
        } catch (CharacterCodingException e) {
            throw new RejectedInputException("--input: '" + source + "' is not UTF-8 text");
        } catch (AccessDeniedException e) {
            throw new RejectedInputException("--input: permission denied reading '" + source + "'");
        } catch (IOException e) {
            throw new RejectedInputException("--input: cannot read '" + source + "': " + e.getMessage());
        }
    }
}
