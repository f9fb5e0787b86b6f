package org.chesseus.drivers.web;

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
 * The casebook as its file writes it, read here line by line without the tools' reader: the oracle
 * the class view's answers are checked against. Only what the tests compare is read — each case's
 * id, topic and its {@code rule BOOK, BOOK: RULING} lines, the ruling kept as written ({@code BT
 * FIDE 6.9}, {@code BT/BA FIDE 6.9}, {@code -}, {@code refused}, {@code illegal}).
 */
final class CasebookFile {
    static final Path FILE = Path.of("../../tools/src/main/resources/org/chesseus/tools/cases/casebook.txt");

    /** One case of the file: its id, topic, and each book's ruling as written, in the file's book order. */
    record Written(String id, String topic, Map<String, String> rulings) {
    }

    private CasebookFile() {
    }

    /** The books of the file's {@code books:} line. */
    static List<String> books() {
        return lines().stream().filter(line -> line.startsWith("books:")).findFirst()
                .map(line -> List.of(line.substring(6).strip().split("[,\\s]+"))).orElseThrow();
    }

    /** Every case, in the file's order. */
    static List<Written> cases() {
        List<Written> cases = new ArrayList<>();
        String id = null;
        String topic = null;
        Map<String, String> rulings = new LinkedHashMap<>();
        for (String line : lines()) {
            if (line.startsWith("case:")) {
                if (id != null) {
                    cases.add(new Written(id, topic, ordered(rulings)));
                }
                id = line.substring(5).strip();
                rulings = new LinkedHashMap<>();
            } else if (line.startsWith("topic:")) {
                topic = line.substring(6).strip();
            } else if (line.startsWith("rule ")) {
                int colon = line.indexOf(':');
                for (String book : line.substring(5, colon).strip().split("[,\\s]+")) {
                    rulings.put(book, line.substring(colon + 1).strip());
                }
            }
        }
        cases.add(new Written(id, topic, ordered(rulings)));
        return cases;
    }

    private static Map<String, String> ordered(Map<String, String> rulings) {
        Map<String, String> ordered = new LinkedHashMap<>();
        books().forEach(book -> ordered.put(book, rulings.get(book)));
        return ordered;
    }

    private static List<String> lines() {
        try {
            return Files.readAllLines(FILE, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
