package org.chesseus.api.pgn;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads PGN text (the PGN standard's export and import formats): tag pairs, movetext with move
 * numbers, SAN moves with annotation marks, NAGs, comments in braces or after {@code ;}, {@code
 * [%clk]} commands in comments, and the result token that ends each game. Variations in
 * parentheses are skipped. Errors name the line and the token.
 *
 * <p>{@link #read} refuses the whole text at its first fault; {@link #readEach} reports each game
 * on its own, an unreadable one as an error, and carries on at the next tag section (a line
 * starting with {@code [} that does not follow a tag line), so one bad game costs only itself.
 */
public final class PgnReader {
    private final String text;
    private int pos;
    private long line = 1;
    private Map<String, String> tags = new LinkedHashMap<>();
    private Map<String, Long> tagLines = new LinkedHashMap<>();
    private List<PgnMove> moves = new ArrayList<>();
    private long gameLine;
    private int gameStart;

    private PgnReader(String text) {
        this(text, 1);
    }

    private PgnReader(String text, long firstLine) {
        this.text = text;
        this.line = firstLine;
    }

    /**
     * The games of a PGN text, in order.
     *
     * @throws PgnException naming the line and the token at fault
     */
    public static List<PgnGame> read(String text) {
        PgnReader reader = new PgnReader(text);
        List<PgnGame> games = new ArrayList<>();
        for (PgnGame game = reader.next(); game != null; game = reader.next()) {
            games.add(game);
        }
        return List.copyOf(games);
    }

    /**
     * Each game of a PGN text, in order: the game, or the error that made it unreadable. After an
     * error, reading resumes at the next tag section; text that offers none is lost with the error.
     */
    public static List<PgnEntry> readEach(String text) {
        return readEach(text, 1, false);
    }

    /**
     * Each game of a piece of a longer PGN text, as {@link #readEach(String)}: the piece's first
     * line is line {@code firstLine} of the whole, so lines are named as in the whole. When {@code
     * tagSectionFollows} (the piece was cut just before the next game's tag section), a game left
     * without its result token at the piece's end is the error the whole text would give: a tag
     * pair after moves, on the line that follows the piece.
     */
    public static List<PgnEntry> readEach(String text, long firstLine, boolean tagSectionFollows) {
        if (firstLine < 1) {
            throw new IllegalArgumentException("firstLine " + firstLine + " < 1");
        }
        PgnReader reader = new PgnReader(text, firstLine);
        List<PgnEntry> entries = new ArrayList<>();
        while (true) {
            try {
                PgnGame game = reader.next(tagSectionFollows);
                if (game == null) {
                    return List.copyOf(entries);
                }
                entries.add(PgnEntry.of(game));
            } catch (PgnException problem) {
                entries.add(PgnEntry.unreadable(reader.gameLine == 0 ? problem.line() : reader.gameLine, problem));
                if (!reader.resynchronise()) {
                    return List.copyOf(entries);
                }
            }
        }
    }

    /** The next game, or null at the end of the text. */
    private PgnGame next() {
        return next(false);
    }

    /** The next game, or null at the end; a game left open before a following tag section is an error as {@link #tag}'s. */
    private PgnGame next(boolean tagSectionFollows) {
        while (skipSpace()) {
            char c = text.charAt(pos);
            if (gameLine == 0) {
                gameLine = line;
                gameStart = pos;
            }
            if (c == '[') {
                tag();
            } else if (c == '{') {
                comment(braced());
            } else if (c == ';') {
                comment(restOfLine());
            } else if (c == '(') {
                skipVariation();
            } else if (c == ')') {
                throw problem(line, pos, "')' closes no variation");
            } else if (c == '$') {
                nag();
            } else {
                int start = pos;
                PgnGame game = token(word(), start);
                if (game != null) {
                    return game;
                }
            }
        }
        if (tagSectionFollows && !moves.isEmpty()) {
            throw problem(line, pos, afterMoves());
        }
        if (!tags.isEmpty() || !moves.isEmpty()) {
            throw problem(line, pos, "the game that starts on line " + gameLine
                    + " has no result token at its end (1-0, 0-1, 1/2-1/2 or *)");
        }
        return null;
    }

    /** Moves to the next tag section after the start of the game that failed; false when there is none. */
    private boolean resynchronise() {
        int at = text.indexOf('\n', gameStart);
        long number = gameLine;
        boolean afterTag = text.startsWith("[", gameStart);
        while (at >= 0) {
            int start = at + 1;
            number++;
            int end = text.indexOf('\n', start);
            String content = text.substring(start, end < 0 ? text.length() : end).strip();
            if (content.startsWith("[") && !afterTag) {
                pos = start;
                line = number;
                tags = new LinkedHashMap<>();
                tagLines = new LinkedHashMap<>();
                moves = new ArrayList<>();
                gameLine = 0;
                return true;
            }
            if (!content.isEmpty() && !content.startsWith("%")) {
                afterTag = content.startsWith("[");
            }
            at = end;
        }
        return false;
    }

    /** Skips white space and escape lines ({@code %} in the first column); false at the end. */
    private boolean skipSpace() {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == '%' && (pos == 0 || text.charAt(pos - 1) == '\n')) {
                restOfLine();
            } else if (c == '\n') {
                line++;
                pos++;
            } else if (Character.isWhitespace(c) || c == '\uFEFF') {
                pos++;
            } else {
                return true;
            }
        }
        return false;
    }

    private void tag() {
        long start = line;
        int opened = pos;
        if (!moves.isEmpty()) {
            throw problem(line, pos, afterMoves());
        }
        pos++;
        String name = name();
        if (name.isEmpty()) {
            throw problem(start, opened, "'[' opens a tag pair without a name");
        }
        skipSpace();
        if (pos >= text.length() || text.charAt(pos) != '"') {
            throw problem(line, pos, "tag '" + name + "' has no quoted value");
        }
        String value = quoted(name);
        skipSpace();
        if (pos >= text.length() || text.charAt(pos) != ']') {
            throw problem(line, pos, "tag '" + name + "' is not closed with ']'");
        }
        pos++;
        if (tags.containsKey(name)) {
            throw problem(start, opened, "tag '" + name + "' is given twice");
        }
        tags.put(name, value);
        tagLines.put(name, start);
    }

    private String afterMoves() {
        return "tag pair after moves: the game that starts on line " + gameLine + " has no result token before it";
    }

    private String name() {
        int start = pos;
        while (pos < text.length() && (Character.isLetterOrDigit(text.charAt(pos)) || text.charAt(pos) == '_')) {
            pos++;
        }
        return text.substring(start, pos);
    }

    private String quoted(String name) {
        int close = text.indexOf('"', pos + 1);
        if (close > 0 && plain(pos + 1, close)) {
            String value = text.substring(pos + 1, close);
            pos = close + 1;
            return value;
        }
        StringBuilder value = new StringBuilder();
        pos++;
        while (pos < text.length() && text.charAt(pos) != '"') {
            char c = text.charAt(pos);
            if (c == '\\' && pos + 1 < text.length() && text.charAt(pos + 1) != '\n') {
                pos++;
                c = text.charAt(pos);
            }
            if (c == '\n') {
                throw problem(line, pos, "tag '" + name + "': the value's closing quote is missing");
            }
            value.append(c);
            pos++;
        }
        if (pos >= text.length()) {
            throw problem(line, pos, "tag '" + name + "': the value's closing quote is missing");
        }
        pos++;
        return value.toString();
    }

    /** Whether the text from {@code from} to {@code to} holds no backslash and no line break. */
    private boolean plain(int from, int to) {
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (c == '\\' || c == '\n') {
                return false;
            }
        }
        return true;
    }

    private String braced() {
        long start = line;
        int close = text.indexOf('}', pos);
        if (close < 0) {
            throw problem(start, pos, "the comment opened here with '{' is never closed");
        }
        String body = text.substring(pos + 1, close);
        for (int i = pos + 1; i < close; i++) {
            if (text.charAt(i) == '\n') {
                line++;
            }
        }
        pos = close + 1;
        return body.strip();
    }

    private String restOfLine() {
        int end = text.indexOf('\n', pos);
        end = end < 0 ? text.length() : end;
        String body = text.substring(pos + 1 > end ? end : pos + 1, end);
        pos = end;
        return body.strip();
    }

    private void comment(String body) {
        if (!moves.isEmpty() && !body.isEmpty()) {
            int last = moves.size() - 1;
            moves.set(last, moves.get(last).withComment(body));
        }
    }

    private void skipVariation() {
        long start = line;
        int opened = pos;
        int depth = 0;
        do {
            if (pos >= text.length()) {
                throw problem(start, opened, "the variation opened here with '(' is never closed");
            }
            char c = text.charAt(pos);
            if (c == '{') {
                braced();
                continue;
            }
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
            } else if (c == '\n') {
                line++;
            }
            pos++;
        } while (depth > 0);
    }

    /** A numeric annotation glyph: {@code $} and digits. */
    private void nag() {
        int start = pos;
        pos++;
        while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
            pos++;
        }
        if (pos == start + 1) {
            throw problem(line, start, "'$' is not followed by the number of an annotation glyph");
        }
    }

    private String word() {
        int start = pos;
        while (pos < text.length() && !Character.isWhitespace(text.charAt(pos)) && "{}()[];$".indexOf(text.charAt(pos)) < 0) {
            pos++;
        }
        if (pos == start) {
            throw problem(line, pos, "unexpected '" + text.charAt(pos) + "'");
        }
        return text.substring(start, pos);
    }

    /** A fault at {@code line}, its column found from the offset {@code at} in the text. */
    private PgnException problem(long line, int at, String problem) {
        int from = Math.min(Math.max(at, 0), text.length());
        int lineStart = from == 0 ? 0 : text.lastIndexOf('\n', from - 1) + 1;
        return new PgnException(line, from - lineStart + 1, problem);
    }

    /** Reads a movetext token (starting at offset {@code start}); the finished game when it is a result token. */
    private PgnGame token(String word, int start) {
        if (word.equals("1-0") || word.equals("0-1") || word.equals("1/2-1/2") || word.equals("*")) {
            PgnGame game = new PgnGame(tags, moves, word, gameLine, tagLines);
            tags = new LinkedHashMap<>();
            tagLines = new LinkedHashMap<>();
            moves = new ArrayList<>();
            gameLine = 0;
            return game;
        }
        int from = afterMoveNumber(word);
        if (from == word.length()) {
            return null;
        }
        int end = word.length();
        while (end > from && (word.charAt(end - 1) == '!' || word.charAt(end - 1) == '?')) {
            end--;
        }
        if (end == from || !isMoveText(word, from, end)) {
            throw problem(line, start, "'" + word + "' is neither a move, a move number nor a result");
        }
        moves.add(PgnMove.of(from == 0 && end == word.length() ? word : word.substring(from, end), line));
        return null;
    }

    /** Where a word's move starts: after a move number and its dots ({@code 12.}, {@code 12...}), if any. */
    private static int afterMoveNumber(String word) {
        int digits = 0;
        while (digits < word.length() && isDigit(word.charAt(digits))) {
            digits++;
        }
        if (digits == 0 || digits == word.length() || word.charAt(digits) != '.') {
            return 0;
        }
        int from = digits;
        while (from < word.length() && word.charAt(from) == '.') {
            from++;
        }
        return from;
    }

    /** Whether the characters from {@code from} to {@code end} are all letters, digits or {@code = + # -}. */
    private static boolean isMoveText(String word, int from, int end) {
        for (int i = from; i < end; i++) {
            char c = word.charAt(i);
            if (!(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || isDigit(c) || c == '=' || c == '+' || c == '#'
                    || c == '-')) {
                return false;
            }
        }
        return true;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
