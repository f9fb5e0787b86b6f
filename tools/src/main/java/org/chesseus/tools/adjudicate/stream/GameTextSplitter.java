package org.chesseus.tools.adjudicate.stream;

import static java.util.Objects.requireNonNull;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * Cuts a stream of PGN bytes into {@link GameText}s, one game each, losing no byte, in memory
 * bounded by the longest game (and by {@link #MAX_GAME_BYTES}). A game ends where the reader would
 * end it: after the line whose last token is its result token ({@code 1-0}, {@code 0-1}, {@code
 * 1/2-1/2}, {@code *}), or, when that token is missing, before the next tag section — a line
 * starting with {@code [} after moves. Tokens are read as the PGN standard has them: nothing in a
 * comment ({@code {…}}, or {@code ;} to the end of the line) or a variation ({@code (…)}) counts,
 * so a comment holding a line {@code [Event "…"]} does not end its game; a comment or variation
 * still open at a blank line followed by a tag section is taken as never closed, so that it costs
 * only its own game. Lines end with {@code \n} ({@code \r\n} too); {@code %} lines are skipped; a
 * byte-order mark at the start is white space.
 */
public final class GameTextSplitter implements Iterator<GameText> {
    /** A game longer than this is cut into pieces of about this size (each then an unreadable game). */
    public static final int MAX_GAME_BYTES = 4 << 20;

    private final InputStream in;
    private final byte[] buffer = new byte[1 << 16];
    private int buffered;
    private int at;
    private boolean ended;

    private byte[] game = new byte[1 << 12];
    private int gameLength;
    private byte[] line = new byte[1 << 10];
    private int lineLength;

    private long index;
    private long offset;
    private long lineNumber = 1;
    private long gameLine = 1;

    private boolean moves;
    private boolean resultEnded;
    private boolean blankSince;
    private boolean commentOpen;
    private int variations;
    private GameText next;

    /** A splitter over {@code in} (uncompressed PGN bytes), which it reads but does not close. */
    public GameTextSplitter(InputStream in) {
        this.in = requireNonNull(in, "in");
    }

    @Override
    public boolean hasNext() {
        if (next == null) {
            next = cut();
        }
        return next != null;
    }

    /**
     * The next game's text.
     *
     * @throws UncheckedIOException when the stream cannot be read (a truncated or corrupt archive)
     */
    @Override
    public GameText next() {
        if (!hasNext()) {
            throw new NoSuchElementException("no more games");
        }
        GameText text = next;
        next = null;
        return text;
    }

    /** Reads lines until a game ends; null at the end of the stream with nothing read. */
    private GameText cut() {
        while (readLine()) {
            GameText done = place();
            if (done != null) {
                return done;
            }
        }
        if (gameLength == 0) {
            return null;
        }
        return emit(false);
    }

    /** Adds the line just read to the game, first closing the game it does not belong to. */
    private GameText place() {
        int first = firstSignificant();
        GameText done = null;
        if (first < 0) {
            blankSince = true;
        } else if (line[first] == '%' && first == 0) {
            // an escape line: the reader skips it, and so does the cutting
        } else {
            boolean tagLine = line[first] == '[';
            boolean open = commentOpen || variations > 0;
            if (gameLength > 0 && tagLine && moves && (!open || blankSince)) {
                done = emit(true);
            } else if (gameLength > 0 && resultEnded) {
                done = emit(false);
            } else if (gameLength + lineLength > MAX_GAME_BYTES) {
                done = emit(false);
            }
            if (tagLine && (!open || done != null)) {
                resultEnded = false;
            } else {
                readTokens(first);
            }
            blankSince = false;
        }
        append();
        return done;
    }

    /** The first byte that is not white space (nor, at the very start, a byte-order mark); -1 for a blank line. */
    private int firstSignificant() {
        int i = 0;
        if (offset + gameLength == 0 && lineLength >= 3 && line[0] == (byte) 0xEF && line[1] == (byte) 0xBB
                && line[2] == (byte) 0xBF) {
            i = 3;
        }
        while (i < lineLength && isSpace(line[i])) {
            i++;
        }
        return i < lineLength ? i : -1;
    }

    /** Follows comments, variations and words of a movetext line: whether it ends on a result token, whether moves were seen. */
    private void readTokens(int from) {
        boolean lastWasResult = false;
        int i = from;
        while (i < lineLength) {
            byte b = line[i];
            if (commentOpen) {
                commentOpen = b != '}';
                i++;
            } else if (b == '{') {
                commentOpen = true;
                i++;
            } else if (b == ';') {
                i = lineLength;
            } else if (b == '(') {
                variations++;
                i++;
            } else if (b == ')') {
                variations = Math.max(0, variations - 1);
                i++;
            } else if (isSpace(b) || b == '[' || b == ']' || b == '}') {
                i++;
            } else {
                int start = i;
                while (i < lineLength && !isSpace(line[i]) && !isDelimiter(line[i])) {
                    i++;
                }
                if (i == start) {
                    i++;
                } else if (variations == 0) {
                    lastWasResult = isResult(start, i);
                    moves |= !lastWasResult && isMove(start, i);
                }
            }
        }
        resultEnded = lastWasResult && !commentOpen && variations == 0;
    }

    private boolean isResult(int start, int end) {
        int length = end - start;
        if (length == 1) {
            return line[start] == '*';
        }
        if (length == 3) {
            return (line[start] == '1' && line[start + 1] == '-' && line[start + 2] == '0')
                    || (line[start] == '0' && line[start + 1] == '-' && line[start + 2] == '1');
        }
        return length == 7 && Arrays.equals(line, start, end, HALF, 0, 7);
    }

    private static final byte[] HALF = {'1', '/', '2', '-', '1', '/', '2'};

    /** A word that is more than a move number ({@code 12.} and {@code 12...} are not; {@code $5} is a glyph). */
    private boolean isMove(int start, int end) {
        if (line[start] == '$') {
            return false;
        }
        int i = start;
        while (i < end && line[i] >= '0' && line[i] <= '9') {
            i++;
        }
        int digits = i;
        while (i < end && line[i] == '.') {
            i++;
        }
        return digits == start || i == digits || i < end;
    }

    private static boolean isSpace(byte b) {
        return b == ' ' || b == '\t' || b == '\r' || b == '\n' || b == '\f' || b == 0x0B;
    }

    private static boolean isDelimiter(byte b) {
        return b == '{' || b == '}' || b == '(' || b == ')' || b == '[' || b == ']' || b == ';';
    }

    /** The game read so far as a text, and a fresh start. */
    private GameText emit(boolean tagSectionFollows) {
        GameText text = new GameText(index++, Arrays.copyOf(game, gameLength), offset, gameLine, tagSectionFollows);
        offset += gameLength;
        gameLength = 0;
        gameLine = lineNumber;
        moves = false;
        resultEnded = false;
        commentOpen = false;
        variations = 0;
        if (game.length > 1 << 16) {
            game = new byte[1 << 12];
        }
        return text;
    }

    private void append() {
        if (gameLength + lineLength > game.length) {
            game = Arrays.copyOf(game, Math.max(game.length * 2, gameLength + lineLength));
        }
        System.arraycopy(line, 0, game, gameLength, lineLength);
        gameLength += lineLength;
        lineNumber += lineLength > 0 && line[lineLength - 1] == '\n' ? 1 : 0;
    }

    /** Reads one line, its {@code \n} included, into {@link #line}; false at the end of the stream with nothing read. */
    private boolean readLine() {
        lineLength = 0;
        if (line.length > 1 << 16) {
            line = new byte[1 << 10];
        }
        while (true) {
            if (at == buffered && !fill()) {
                return lineLength > 0;
            }
            int start = at;
            while (at < buffered && buffer[at] != '\n') {
                at++;
            }
            boolean complete = at < buffered;
            if (complete) {
                at++;
            }
            take(start, at);
            if (complete || lineLength >= MAX_GAME_BYTES) {
                return true;
            }
        }
    }

    private void take(int from, int to) {
        int count = to - from;
        if (lineLength + count > line.length) {
            line = Arrays.copyOf(line, Math.max(line.length * 2, lineLength + count));
        }
        System.arraycopy(buffer, from, line, lineLength, count);
        lineLength += count;
    }

    private boolean fill() {
        if (ended) {
            return false;
        }
        try {
            int read = in.read(buffer);
            if (read <= 0) {
                ended = read < 0;
                buffered = 0;
                at = 0;
                return read == 0 ? fill() : false;
            }
            buffered = read;
            at = 0;
            return true;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
