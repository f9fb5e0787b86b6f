package org.chesseus.spark;

import static java.util.Objects.requireNonNull;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.chesseus.tools.adjudicate.stream.GameText;
import org.chesseus.tools.adjudicate.stream.GameTextSplitter;

/**
 * The games of a run of consecutive {@link Piece}s of a plain-text archive, cut by the same {@link
 * GameTextSplitter} that reads the whole file, and cut the same: each piece but the file's last is
 * followed by a stand-in tag line, so that the splitter ends the piece's last game as it would
 * before the next piece's {@code [Event} line — at its result token, or before a tag section (a
 * comment left open counts as never closed there). The stand-in then comes back as a text of its
 * own; when it does not — it was taken into the game before it, which had no moves yet, so the
 * whole file would not have been cut there either — the run is {@linkplain #misCut() mis-cut} and
 * the file must be read whole. Lines are numbered on from {@code firstLine}.
 */
final class ChunkTexts implements Iterator<GameText> {
    /** The stand-in: a tag line, which the splitter cuts before when the game before has moves. */
    private static final byte[] STAND_IN = "[Event \"?\"]\n".getBytes(StandardCharsets.US_ASCII);

    private final Iterator<Piece> pieces;
    private long pieceLine;
    private long newlines;
    private boolean misCut;

    private GameTextSplitter splitter;
    private boolean standIn;
    private long lineOfPiece;
    private GameText next;

    /** The games of {@code pieces}, the first piece starting on line {@code firstLine}. */
    ChunkTexts(Iterator<Piece> pieces, long firstLine) {
        this.pieces = requireNonNull(pieces, "pieces");
        this.pieceLine = firstLine;
    }

    @Override
    public boolean hasNext() {
        while (next == null) {
            if (splitter != null && splitter.hasNext()) {
                GameText text = splitter.next();
                if (standIn && !splitter.hasNext()) {
                    misCut |= !Arrays.equals(text.bytes(), STAND_IN);
                    continue;
                }
                next = new GameText(text.index(), text.bytes(), text.offset(), lineOfPiece + text.line() - 1,
                        text.tagSectionFollows());
            } else if (pieces.hasNext()) {
                Piece piece = pieces.next();
                standIn = !piece.last();
                InputStream bytes = new ByteArrayInputStream(piece.bytes());
                splitter = new GameTextSplitter(standIn ? new SequenceInputStream(Collections.enumeration(
                        List.of(bytes, new ByteArrayInputStream(STAND_IN)))) : bytes);
                lineOfPiece = pieceLine;
                long lines = piece.newlines();
                pieceLine += lines;
                newlines += lines;
            } else {
                return false;
            }
        }
        return true;
    }

    @Override
    public GameText next() {
        if (!hasNext()) {
            throw new NoSuchElementException("no more games in this part of the archive");
        }
        GameText text = next;
        next = null;
        return text;
    }

    /** The newlines of the pieces read so far. */
    long newlines() {
        return newlines;
    }

    /** Whether a piece read so far did not end where the whole file's reading would end a game. */
    boolean misCut() {
        return misCut;
    }
}
