package org.chesseus.tools.adjudicate.stream;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Where the parts of one game's text stand, for writing a ruling into it: its tag pairs (name, the
 * value between the quotes, the whole pair) and its result token (the first outside comments and
 * variations after the tags), read as the reader reads them.
 */
final class PgnLexer {
    /** A tag pair: {@code [start, end)} the pair, {@code [valueStart, valueEnd)} its value as written. */
    record Tag(String name, int start, int end, int valueStart, int valueEnd) {
    }

    private static final List<String> RESULTS = List.of("1-0", "0-1", "1/2-1/2", "*");

    private final String text;
    private final List<Tag> tags = new ArrayList<>();
    private int movetextStart;

    PgnLexer(String text) {
        this.text = text;
        readTags();
    }

    List<Tag> tags() {
        return tags;
    }

    /** Where the movetext starts (after the tag pairs and the white space after them). */
    int movetextStart() {
        return movetextStart;
    }

    /** The line ending the text uses: {@code \r\n} when its first line ends so, else {@code \n}. */
    String newline() {
        int end = text.indexOf('\n');
        return end > 0 && text.charAt(end - 1) == '\r' ? "\r\n" : "\n";
    }

    /** The whole line of a tag alone on it, its line ending included; else the pair itself. */
    int[] lineOf(Tag tag) {
        int start = text.lastIndexOf('\n', tag.start() - 1) + 1;
        int end = text.indexOf('\n', tag.end());
        end = end < 0 ? text.length() : end + 1;
        boolean alone = text.substring(start, tag.start()).isBlank() && text.substring(tag.end(), end).isBlank();
        return alone ? new int[] {start, end} : new int[] {tag.start(), tag.end()};
    }

    private void readTags() {
        int pos = 0;
        while (true) {
            pos = skipSpace(pos);
            if (pos >= text.length()) {
                break;
            }
            char c = text.charAt(pos);
            if (c == '%' && (pos == 0 || text.charAt(pos - 1) == '\n')) {
                pos = endOfLine(pos);
            } else if (c == '[') {
                Tag tag = tag(pos);
                if (tag == null) {
                    break;
                }
                tags.add(tag);
                pos = tag.end();
            } else {
                break;
            }
        }
        movetextStart = pos;
    }

    /** The tag pair opened at {@code open}, or null when it is not one. */
    private Tag tag(int open) {
        int pos = open + 1;
        int nameStart = pos;
        while (pos < text.length() && (Character.isLetterOrDigit(text.charAt(pos)) || text.charAt(pos) == '_')) {
            pos++;
        }
        String name = text.substring(nameStart, pos);
        pos = skipSpace(pos);
        if (name.isEmpty() || pos >= text.length() || text.charAt(pos) != '"') {
            return null;
        }
        int valueStart = ++pos;
        while (pos < text.length() && text.charAt(pos) != '"') {
            pos += text.charAt(pos) == '\\' && pos + 1 < text.length() && text.charAt(pos + 1) != '\n' ? 2 : 1;
        }
        if (pos >= text.length()) {
            return null;
        }
        int valueEnd = pos;
        pos = skipSpace(pos + 1);
        if (pos >= text.length() || text.charAt(pos) != ']') {
            return null;
        }
        return new Tag(name, open, pos + 1, valueStart, valueEnd);
    }

    /** The span of the result token that ends the first game's movetext. */
    Optional<int[]> resultToken() {
        int pos = movetextStart;
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == '%' && (pos == 0 || text.charAt(pos - 1) == '\n')) {
                pos = endOfLine(pos);
            } else if (Character.isWhitespace(c) || c == '\uFEFF') {
                pos++;
            } else if (c == '{') {
                int close = text.indexOf('}', pos);
                pos = close < 0 ? text.length() : close + 1;
            } else if (c == ';') {
                pos = endOfLine(pos);
            } else if (c == '(') {
                pos = afterVariation(pos);
            } else if ("[])}$".indexOf(c) >= 0) {
                pos++;
            } else {
                int start = pos;
                while (pos < text.length() && !Character.isWhitespace(text.charAt(pos))
                        && "{}()[];$".indexOf(text.charAt(pos)) < 0) {
                    pos++;
                }
                if (RESULTS.contains(text.substring(start, pos))) {
                    return Optional.of(new int[] {start, pos});
                }
            }
        }
        return Optional.empty();
    }

    private int afterVariation(int pos) {
        int depth = 0;
        do {
            if (pos >= text.length()) {
                return pos;
            }
            char c = text.charAt(pos);
            if (c == '{') {
                int close = text.indexOf('}', pos);
                pos = close < 0 ? text.length() : close + 1;
                continue;
            }
            depth += c == '(' ? 1 : c == ')' ? -1 : 0;
            pos++;
        } while (depth > 0);
        return pos;
    }

    private int skipSpace(int pos) {
        while (pos < text.length() && (Character.isWhitespace(text.charAt(pos)) || text.charAt(pos) == '\uFEFF')) {
            pos++;
        }
        return pos;
    }

    private int endOfLine(int pos) {
        int end = text.indexOf('\n', pos);
        return end < 0 ? text.length() : end;
    }
}
