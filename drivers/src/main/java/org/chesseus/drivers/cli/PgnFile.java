package org.chesseus.drivers.cli;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.chesseus.api.RejectedInputException;

/**
 * The text of a PGN file, or of standard input for {@code -}: UTF-8, or ISO 8859-1 (the character
 * set of the PGN standard, 4.1) when the bytes are not UTF-8.
 */
final class PgnFile {
    private PgnFile() {
    }

    /**
     * The whole text.
     *
     * @throws RejectedInputException naming the file and what went wrong
     */
    static String read(String command, String source, Terminal terminal) {
        byte[] bytes;
        try {
            bytes = source.equals("-") ? terminal.in().readAllBytes() : Files.readAllBytes(Path.of(source));
        } catch (NoSuchFileException e) {
            throw new RejectedInputException(command + ": no such file '" + source + "'");
        } catch (AccessDeniedException e) {
            throw new RejectedInputException(command + ": permission denied reading '" + source + "'");
        } catch (IOException e) {
            throw new RejectedInputException(command + ": cannot read '" + source + "': " + e.getMessage());
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return new String(bytes, StandardCharsets.ISO_8859_1);
        }
    }
}
