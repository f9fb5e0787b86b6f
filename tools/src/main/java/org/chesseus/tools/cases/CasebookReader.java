package org.chesseus.tools.cases;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.game.ResultCode;

/**
 * Reads the casebook's text: a {@code books:} line naming the shipped books every case must rule
 * on, a {@code not-books:} line naming the profiles left out on purpose, then the cases, each
 * opened by {@code case: ID} and made of {@code field: value} lines ({@code title}, {@code topic},
 * {@code fen}, {@code steps}, {@code event}, {@code why}, one or more {@code text}, and {@code rule
 * BOOK, BOOK: RULING} lines that name every book once); an indented line continues the field
 * above, {@code #} starts a comment. A ruling is {@code CODE ARTICLE} ({@code BT FIDE 6.9}, with a
 * score code {@code 3R/BA FIDE 9.2}), {@code -} (the game goes on), {@code refused} or {@code illegal};
 * every code and article a ruling names needs its text, given before the cases as {@code article:
 * CODES | ARTICLE | TEXT}.
 * Every error names the line.
 */
final class CasebookReader {
    private final String source;
    private final List<String> books = new ArrayList<>();
    private final List<String> notBooks = new ArrayList<>();
    private final List<Case> cases = new ArrayList<>();
    private final Map<String, String> articleTexts = new LinkedHashMap<>();
    private Draft draft;

    private CasebookReader(String source) {
        this.source = source;
    }

    /**
     * The casebook {@code text} holds; {@code source} names it in errors.
     *
     * @throws RejectedInputException naming the line of the first error
     */
    static Casebook read(String source, String text) {
        CasebookReader reader = new CasebookReader(source);
        List<String> lines = text.lines().toList();
        List<int[]> starts = new ArrayList<>();
        List<String> joined = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank() || line.strip().startsWith("#")) {
                continue;
            }
            if (Character.isWhitespace(line.charAt(0)) && !joined.isEmpty()) {
                joined.set(joined.size() - 1, joined.get(joined.size() - 1) + " " + line.strip());
                continue;
            }
            joined.add(line.strip());
            starts.add(new int[] {i + 1});
        }
        for (int i = 0; i < joined.size(); i++) {
            reader.field(starts.get(i)[0], joined.get(i));
        }
        reader.finish(lines.size());
        return new Casebook(reader.books, reader.notBooks, reader.cases);
    }

    private void field(int line, String text) {
        int colon = text.indexOf(':');
        if (colon < 1) {
            throw error(line, "'" + shorten(text) + "' is no field; write 'name: value'");
        }
        String name = text.substring(0, colon).strip();
        String value = text.substring(colon + 1).strip();
        switch (name) {
            case "books" -> books.addAll(words(value));
            case "not-books" -> notBooks.addAll(words(value));
            case "article" -> {
                if (draft != null || !cases.isEmpty()) {
                    throw error(line, "the 'article:' lines come before the first case");
                }
                article(line, value);
            }
            case "case" -> {
                finish(line);
                if (books.isEmpty()) {
                    throw error(line, "the 'books:' line must come before the first case");
                }
                if (value.isEmpty() || !value.matches("[a-z0-9-]+")) {
                    throw error(line, "a case id is lower-case letters, digits and hyphens, not '" + value + "'");
                }
                if (cases.stream().anyMatch(known -> known.id().equals(value))) {
                    throw error(line, "case '" + value + "' is already in the casebook");
                }
                draft = new Draft(value, line);
            }
            default -> {
                if (draft == null) {
                    throw error(line, "'" + name + ":' comes before the first 'case:'");
                }
                draft.field(this, line, name, value);
            }
        }
    }

    private void finish(int line) {
        if (draft != null) {
            cases.add(draft.build(this));
            draft = null;
        }
    }

    /** {@code CODES | ARTICLE | TEXT}: the text of each code under that article. */
    private void article(int line, String value) {
        String[] parts = value.split("\\|", 3);
        if (parts.length < 3 || parts[1].isBlank() || parts[2].isBlank()) {
            throw error(line, "an article line is 'article: CODES | ARTICLE | TEXT'");
        }
        for (String code : words(parts[0])) {
            if (ResultCode.fromCode(code).isEmpty()) {
                throw error(line, "'" + code + "' is no result code");
            }
            if (articleTexts.put(code + " " + parts[1].strip(), parts[2].strip()) != null) {
                throw error(line, "a second text for " + code + " under " + parts[1].strip());
            }
        }
    }

    private static List<String> words(String value) {
        return Arrays.stream(value.split("[,\\s]+")).filter(word -> !word.isEmpty()).toList();
    }

    private static String shorten(String text) {
        return text.length() <= 40 ? text : text.substring(0, 40) + "…";
    }

    RejectedInputException error(int line, String message) {
        return new RejectedInputException(source + " line " + line + ": " + message);
    }

    /** A case being read. */
    private static final class Draft {
        private final String id;
        private final int line;
        private final Map<String, String> fields = new LinkedHashMap<>();
        private final List<String> texts = new ArrayList<>();
        private final Map<String, CaseRuling> rulings = new LinkedHashMap<>();

        Draft(String id, int line) {
            this.id = id;
            this.line = line;
        }

        void field(CasebookReader reader, int at, String name, String value) {
            if (name.startsWith("rule ")) {
                CaseRuling ruling = ruling(reader, at, value);
                for (String book : words(name.substring(5))) {
                    if (!reader.books.contains(book)) {
                        throw reader.error(at, "'" + book + "' is not among the casebook's books " + reader.books);
                    }
                    if (rulings.put(book, ruling) != null) {
                        throw reader.error(at, "case '" + id + "' rules twice for '" + book + "'");
                    }
                }
                return;
            }
            switch (name) {
                case "text" -> texts.add(value);
                case "title", "topic", "fen", "steps", "event", "why" -> {
                    if (fields.put(name, value) != null) {
                        throw reader.error(at, "case '" + id + "' has two '" + name + ":' lines");
                    }
                }
                default -> throw reader.error(at, "'" + name + ":' is no field of a case (title, topic, fen, steps,"
                        + " event, why, text, rule BOOK: RULING)");
            }
        }

        Case build(CasebookReader reader) {
            for (String required : List.of("title", "topic", "event", "why")) {
                if (!fields.containsKey(required)) {
                    throw reader.error(line, "case '" + id + "' has no '" + required + ":' line");
                }
            }
            if (texts.isEmpty()) {
                throw reader.error(line, "case '" + id + "' cites no rule text ('text:' lines)");
            }
            Set<String> missing = new LinkedHashSet<>(reader.books);
            missing.removeAll(rulings.keySet());
            if (!missing.isEmpty()) {
                throw reader.error(line, "case '" + id + "' has no ruling for " + String.join(", ", missing));
            }
            Map<String, CaseRuling> ordered = new LinkedHashMap<>();
            reader.books.forEach(book -> ordered.put(book, rulings.get(book)));
            Map<String, String> endings = new LinkedHashMap<>();
            ordered.forEach((book, ruling) -> {
                if (ruling.kind() == CaseRuling.Kind.ENDS) {
                    String key = ruling.code().orElseThrow().code() + " " + ruling.article().orElseThrow();
                    String text = reader.articleTexts.get(key);
                    if (text == null) {
                        throw reader.error(line, "case '" + id + "': the ruling '" + ruling.written() + "' of " + book
                                + " has no text; add 'article: " + ruling.code().orElseThrow().code() + " | "
                                + ruling.article().orElseThrow() + " | …' before the cases");
                    }
                    endings.put(key, text);
                }
            });
            String steps = fields.getOrDefault("steps", "");
            return new Case(id, fields.get("title"), fields.get("topic"), Optional.ofNullable(fields.get("fen")),
                    steps.isEmpty() ? List.of() : words(steps).stream().filter(step -> !step.matches("\\d+\\.+")).toList(),
                    fields.get("event"), fields.get("why"), texts, ordered, endings, line);
        }

        private static CaseRuling ruling(CasebookReader reader, int at, String value) {
            switch (value) {
                case "-":
                    return CaseRuling.goesOn();
                case "refused":
                    return CaseRuling.refused();
                case "illegal":
                    return CaseRuling.illegal();
                default:
                    break;
            }
            int space = value.indexOf(' ');
            if (space < 0) {
                throw reader.error(at, "a ruling is 'CODE ARTICLE', '-', 'refused' or 'illegal', not '" + value + "'");
            }
            String[] codes = value.substring(0, space).split("/", -1);
            if (codes.length > 2) {
                throw reader.error(at, "'" + value.substring(0, space) + "': one code, or a code and its score code");
            }
            return CaseRuling.ends(code(reader, at, codes[0]),
                    codes.length == 2 ? Optional.of(code(reader, at, codes[1])) : Optional.empty(),
                    value.substring(space + 1).strip());
        }

        private static ResultCode code(CasebookReader reader, int at, String written) {
            for (ResultCode code : ResultCode.values()) {
                if (code.code().equals(written)) {
                    return code;
                }
            }
            throw reader.error(at, "'" + written + "' is no result code");
        }
    }
}
