package org.chesseus.tools.setup;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import org.chesseus.api.RejectedInputException;

/**
 * A text file a person named on the command line (a configuration, a record, openings), read as
 * UTF-8 with every failure said in a person's words: no such file, a folder, no permission, or not
 * UTF-8 text at a line. The option that named it leads each message ({@code --config games.txt: …}).
 */
public final class TextFile {
    private TextFile() {
    }

    /**
     * The whole text of the file.
     *
     * @param option the option that named it, for messages ({@code --openings})
     * @throws RejectedInputException naming the option, the file and what is wrong
     */
    public static String read(Path file, String option) {
        String named = option + " " + file + ": ";
        if (Files.isDirectory(file)) {
            throw new RejectedInputException(named + "a folder, not a file");
        }
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new RejectedInputException(named + "no such file");
        } catch (AccessDeniedException e) {
            throw new RejectedInputException(named + "permission denied");
        } catch (IOException e) {
            String why = e.getMessage() == null || e.getMessage().equals(file.toString()) ? "" : " (" + e.getMessage() + ")";
            throw new RejectedInputException(named + "cannot read it" + why);
        }
        return decode(bytes, named);
    }

    /** The lines of the file, as {@link #read} reads it. */
    public static List<String> lines(Path file, String option) {
        return read(file, option).lines().toList();
    }

    /**
     * The bytes as UTF-8 text.
     *
     * @param named what leads a message ({@code --input x.txt: })
     * @throws RejectedInputException saying the line of the first byte that is not UTF-8
     */
    public static String decode(byte[] bytes, String named) {
        CharsetDecoder strict = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        CoderResult result = strict.decode(in, out, true);
        if (!result.isError()) {
            result = strict.flush(out);
        }
        if (result.isError()) {
            int line = 1;
            for (int i = 0; i < in.position(); i++) {
                if (bytes[i] == '\n') {
                    line++;
                }
            }
            throw new RejectedInputException(named + "not UTF-8 text at line " + line
                    + " (save it as UTF-8)");
        }
        out.flip();
        String text = out.toString();
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }
}
