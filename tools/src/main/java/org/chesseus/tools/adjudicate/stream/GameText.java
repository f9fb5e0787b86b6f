package org.chesseus.tools.adjudicate.stream;

import static java.util.Objects.requireNonNull;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * One game's text as an archive holds it, byte for byte: the bytes from the start of the line
 * where the game starts to the start of the next game's (the blank lines after it included), so
 * that the pieces of an archive, put end to end, are the archive. Usually one game; a piece can
 * hold none (white space or comments at the end) or, when two games share a line, two.
 *
 * @param index the piece's place in the archive, from 0
 * @param bytes the bytes
 * @param offset where the bytes start in the (uncompressed) archive
 * @param line the line where they start, from 1
 * @param tagSectionFollows whether the piece was cut before the next game's tag section (not at a
 *     result token, nor at the end)
 */
public record GameText(long index, byte[] bytes, long offset, long line, boolean tagSectionFollows) {
    /** Requires the bytes. */
    public GameText {
        requireNonNull(bytes, "bytes");
    }

    /** The character set of the bytes: UTF-8 when they are, else ISO 8859-1 (the PGN standard's, 4.1). */
    public Charset charset() {
        try {
            StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes));
            return StandardCharsets.UTF_8;
        } catch (CharacterCodingException e) {
            return StandardCharsets.ISO_8859_1;
        }
    }

    /** The text, in {@link #charset()}. */
    public String text() {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return new String(bytes, StandardCharsets.ISO_8859_1);
        }
    }
}
