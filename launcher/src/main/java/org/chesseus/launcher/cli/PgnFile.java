package org.chesseus.launcher.cli;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;
import org.chesseus.api.RejectedInputException;
import org.chesseus.launcher.terminal.Terminal;

/**
 * The text of a PGN file, or of standard input for {@code -}: UTF-8, or ISO 8859-1 (the character
 * set of the PGN standard, 4.1) when the bytes are not UTF-8; gzip-compressed bytes (a {@code
 * .pgn.gz}, known by their magic number) are unpacked first.
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
        if (!source.equals("-") && Files.isDirectory(Path.of(source))) {
            throw new RejectedInputException(command + ": '" + source + "' is a folder, not a file");
        }
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
        if (bytes.length >= 2 && bytes[0] == (byte) 0x1f && bytes[1] == (byte) 0x8b) {
            bytes = gunzip(command, source, bytes);
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return new String(bytes, StandardCharsets.ISO_8859_1);
        }
    }

    private static byte[] gunzip(String command, String source, byte[] bytes) {
        try (InputStream in = new GZIPInputStream(new ByteArrayInputStream(bytes))) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new RejectedInputException(command + ": '" + source + "' is not readable gzip: " + e.getMessage());
        }
    }
}
