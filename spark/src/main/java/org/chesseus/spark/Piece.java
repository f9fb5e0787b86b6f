package org.chesseus.spark;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A piece of a plain-text archive as Hadoop's text input hands it on when records end at {@link
 * #BOUNDARY} (a blank line, then an {@code Event} tag): the record with the boundary's bytes given
 * back — its {@code [Event } to the piece that follows the boundary, its two newlines to the one
 * before — so that the pieces of a file, end to end, are the file.
 *
 * @param bytes the piece's bytes
 * @param last whether the piece ends the file (no boundary after it)
 */
record Piece(byte[] bytes, boolean last) {
    /** Where Hadoop cuts the records: {@code textinputformat.record.delimiter}. */
    static final String BOUNDARY = "\n\n[Event ";

    private static final byte[] TAG = "[Event ".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] BLANK = {'\n', '\n'};

    /**
     * The piece of a record that starts at {@code offset} of a file of {@code fileSize} bytes and
     * holds the first {@code length} bytes of {@code record}.
     */
    static Piece of(long offset, byte[] record, int length, long fileSize) {
        boolean first = offset == 0;
        boolean last = offset + length >= fileSize;
        byte[] bytes = new byte[(first ? 0 : TAG.length) + length + (last ? 0 : BLANK.length)];
        int at = 0;
        if (!first) {
            System.arraycopy(TAG, 0, bytes, 0, TAG.length);
            at = TAG.length;
        }
        System.arraycopy(record, 0, bytes, at, length);
        if (!last) {
            System.arraycopy(BLANK, 0, bytes, at + length, BLANK.length);
        }
        return new Piece(bytes, last);
    }

    /** Lines the piece ends: its newlines. */
    long newlines() {
        long count = 0;
        for (byte b : bytes) {
            if (b == '\n') {
                count++;
            }
        }
        return count;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Piece piece && piece.last == last && Arrays.equals(piece.bytes, bytes);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(bytes) * 31 + Boolean.hashCode(last);
    }

    @Override
    public String toString() {
        return "Piece[" + bytes.length + " bytes" + (last ? ", last" : "") + "]";
    }
}
