package org.chesseus.launcher.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The shipped casebook read straight from its text file, without the tools module's reader: the
 * oracle the quiz's tests check its questions and answers against. Only what the tests need: each
 * case's fields and texts, and each book's ruling as the file writes it ({@code BT FIDE 6.9},
 * {@code -}, {@code refused}, {@code illegal}), from which the answer, the article and the PGN
 * score follow by the table of result codes written below by hand.
 */
final class CasebookOracle {
    /** Where the file is, seen from the launcher module (the tests' working directory). */
    static final Path FILE = Path.of("../tools/src/main/resources/org/chesseus/tools/cases/casebook.txt");

    /** One case of the file. */
    record Entry(String id, Map<String, String> fields, List<String> texts, Map<String, String> rulings) {
        /** The answer a quiz expects for {@code book}: the code(s), or {@code goes on}, {@code refused}, {@code illegal}. */
        String answer(String book) {
            String ruling = ruling(book);
            if (ruling.equals("-")) {
                return "goes on";
            }
            int space = ruling.indexOf(' ');
            return space < 0 ? ruling : ruling.substring(0, space);
        }

        /** The article of an ending, or null. */
        String article(String book) {
            String ruling = ruling(book);
            int space = ruling.indexOf(' ');
            return space < 0 || ruling.equals("-") ? null : ruling.substring(space + 1).strip();
        }

        /** The PGN score of the ruling: the score code's where there is one, {@code *} when the game does not end. */
        String score(String book) {
            String answer = answer(book);
            if (article(book) == null) {
                return "*";
            }
            String scored = answer.contains("/") ? answer.substring(answer.indexOf('/') + 1) : answer;
            if (scored.equals("AB")) {
                return "*";
            }
            if (scored.startsWith("W")) {
                return "1-0";
            }
            if (scored.startsWith("B")) {
                return "0-1";
            }
            return "1/2-1/2";
        }

        private String ruling(String book) {
            String ruling = rulings.get(book);
            if (ruling == null) {
                throw new AssertionError("the casebook file has no ruling of " + book + " on " + id);
            }
            return ruling;
        }
    }

    private CasebookOracle() {
    }

    /** The cases of the file, by id, in its order. */
    static Map<String, Entry> cases() {
        List<String> joined = new ArrayList<>();
        try {
            for (String line : Files.readAllLines(FILE, StandardCharsets.UTF_8)) {
                if (line.isBlank() || line.strip().startsWith("#")) {
                    continue;
                }
                if (Character.isWhitespace(line.charAt(0))) {
                    joined.set(joined.size() - 1, joined.get(joined.size() - 1) + " " + line.strip());
                } else {
                    joined.add(line.strip());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Map<String, Entry> cases = new LinkedHashMap<>();
        Entry entry = null;
        for (String line : joined) {
            int colon = line.indexOf(':');
            String name = line.substring(0, colon);
            String value = line.substring(colon + 1).strip();
            if (name.equals("case")) {
                entry = new Entry(value, new LinkedHashMap<>(), new ArrayList<>(), new LinkedHashMap<>());
                cases.put(value, entry);
            } else if (entry == null) {
                continue;
            } else if (name.equals("text")) {
                entry.texts().add(value);
            } else if (name.startsWith("rule ")) {
                for (String book : name.substring(5).split(",")) {
                    entry.rulings().put(book.strip(), value);
                }
            } else {
                entry.fields().put(name, value);
            }
        }
        return cases;
    }

    /** The text with every run of white space one space: a wrapped paragraph compared with its source. */
    static String spaced(String text) {
        return text.strip().replaceAll("\\s+", " ");
    }
}
