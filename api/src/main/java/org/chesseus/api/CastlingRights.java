package org.chesseus.api;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.List;

/**
 * Which castling rights remain, each keyed by the file of the rook it belongs to (FIDE 3.8.2.1),
 * so that standard chess and Chess960 need no special case. A right is lost only when the king or
 * that rook moves (or the rook is captured); being prevented for the moment (3.8.2.2) does not
 * touch it.
 *
 * @param bits bit {@code f} (0–7) for a White right on file {@code f}, bit {@code 8 + f} for Black
 */
public record CastlingRights(int bits) {
    /** No rights at all. */
    public static final CastlingRights NONE = new CastlingRights(0);

    /** Validates the bit set. */
    public CastlingRights {
        if ((bits & ~0xFFFF) != 0) {
            throw new IllegalArgumentException("castling bits out of range: " + bits);
        }
    }

    /** The rights of the standard start position: both sides, a- and h-rooks. */
    public static CastlingRights standard() {
        return NONE.with(Color.WHITE, File.A).with(Color.WHITE, File.H)
                .with(Color.BLACK, File.A).with(Color.BLACK, File.H);
    }

    /** The bit for one right. */
    public static int bit(Color color, File rookFile) {
        return 1 << (color.ordinal() * 8 + rookFile.ordinal());
    }

    /** Whether {@code color} keeps the right to castle with the rook of {@code rookFile}. */
    public boolean has(Color color, File rookFile) {
        return (bits & bit(color, rookFile)) != 0;
    }

    /** Whether {@code color} keeps any right. */
    public boolean hasAny(Color color) {
        return (bits & (0xFF << (color.ordinal() * 8))) != 0;
    }

    /** The rook files of {@code color}'s rights, from {@code a} to {@code h}. */
    public List<File> rookFiles(Color color) {
        requireNonNull(color, "color");
        List<File> files = new ArrayList<>(2);
        for (File file : File.values()) {
            if (has(color, file)) {
                files.add(file);
            }
        }
        return List.copyOf(files);
    }

    /** These rights plus one. */
    public CastlingRights with(Color color, File rookFile) {
        return new CastlingRights(bits | bit(color, rookFile));
    }

    /** These rights minus one. */
    public CastlingRights without(Color color, File rookFile) {
        return new CastlingRights(bits & ~bit(color, rookFile));
    }

    /** No right at all left. */
    public boolean isEmpty() {
        return bits == 0;
    }
}
