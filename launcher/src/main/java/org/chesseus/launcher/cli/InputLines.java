package org.chesseus.launcher.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;
import org.chesseus.api.RejectedInputException;
import org.chesseus.launcher.terminal.Terminal;
import org.chesseus.tools.setup.TextFile;

/**
 * The lines of a batch's {@code --input}: a UTF-8 file (gzip-compressed when its name ends in
 * {@code .gz}, as the corpus files of {@code benchmarks/corpus} are), or standard input for {@code -}.
 */
final class InputLines {
    private InputLines() {
    }

    /**
     * Every line of the input.
     *
     * @throws RejectedInputException naming the file and what went wrong
     */
    /**
     * Refuses a batch with nothing in it ({@code count} items read from {@code source}): an empty
     * file is a mistake worth a non-zero status, not a summary of zeros.
     *
     * @throws RejectedInputException naming the source and what it should have held
     */
    static void requireSome(int count, String option, String source, String items) {
        if (count == 0) {
            throw new RejectedInputException(option + ": " + ("-".equals(source) ? "standard input" : "'" + source + "'")
                    + " holds no " + items + "; nothing was done");
        }
    }

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
            if (source.endsWith(".gz")) {
                return gzipped(Path.of(source));
            }
            if (Files.isDirectory(Path.of(source))) {
                throw new RejectedInputException("--input: '" + source + "' is a folder, not a file");
            }
            return TextFile.decode(Files.readAllBytes(Path.of(source)), "--input: '" + source + "' is ").lines()
                    .collect(Collectors.toList());
        } catch (ZipException e) {
            throw new RejectedInputException("--input: '" + source + "' is not gzip data: " + e.getMessage());
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

    private static List<String> gzipped(Path path) throws IOException {
        CharsetDecoder strict = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                new GZIPInputStream(Files.newInputStream(path)), strict))) {
            List<String> lines = new ArrayList<>();
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                lines.add(line);
            }
            return lines;
        }
    }
}
