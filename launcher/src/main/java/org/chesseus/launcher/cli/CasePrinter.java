package org.chesseus.launcher.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.chesseus.tools.cases.Case;
import org.chesseus.tools.cases.CaseRuling;
import org.chesseus.tools.cases.Casebook;

/**
 * Prints casebook cases for people: a list by topic, each case with how the books split (or one
 * book's ruling), and a case whole — setup, event, every book's ruling, why and the texts, the
 * paragraphs wrapped at whole words.
 */
final class CasePrinter {
    private static final int WIDTH = 100;
    private final PrintWriter out;

    CasePrinter(PrintWriter out) {
        this.out = out;
    }

    /** The cases by topic; beside each, {@code book}'s ruling, or how the books split. */
    void list(Casebook casebook, List<Case> cases, Optional<String> book) {
        out.println("The casebook: " + cases.size() + (cases.size() == 1 ? " case" : " cases") + " under "
                + casebook.books().size() + " books (" + String.join(", ", casebook.books()) + ").");
        out.println("./chesseus cases ID shows one whole; ./chesseus compare --case ID judges it live; ./chesseus quiz asks them.");
        for (String topic : casebook.topics()) {
            List<Case> inTopic = cases.stream().filter(one -> one.topic().equals(topic)).toList();
            if (inTopic.isEmpty()) {
                continue;
            }
            out.println();
            out.println(capital(topic));
            Table table = new Table(3);
            inTopic.forEach(one -> table.row(one.id(), one.title(),
                    book.map(name -> cell(one.ruling(name).orElseThrow())).orElseGet(() -> split(one))));
            table.print(out, "  ");
        }
    }

    /** One case whole; {@code book}'s row marked {@code >}. */
    void show(Case one, Optional<String> book) {
        out.println("Case " + one.id() + ": " + one.title() + " (" + one.topic() + ")");
        wrap("Setup: ", one.setup());
        wrap("Event: ", one.event());
        out.println();
        Table table = new Table(5).row("", "book", "ruling", "score", "article");
        one.rulings().forEach((name, ruling) -> table.row(book.filter(name::equals).isPresent() ? ">" : "", name,
                ruling.kind() == CaseRuling.Kind.ENDS ? ruling.answer() : ruling.written().equals("-") ? "goes on"
                        : ruling.written(), ruling.score(), ruling.article().orElse("-")));
        table.print(out, "");
        out.println();
        wrap("Why: ", one.why());
        one.texts().forEach(text -> wrap("Text: ", text));
        if (!one.rulingTexts().isEmpty()) {
            out.println("The articles of the rulings:");
            one.rulingTexts().forEach(text -> wrap("  ", text));
        }
        out.println("Judge it live: ./chesseus compare --case " + one.id());
        out.println();
    }

    /** {@code BT ×5, TM ×4, refused ×2}: each distinct answer and how many books give it. */
    static String split(Case one) {
        Map<String, Long> counts = one.rulings().values().stream()
                .collect(Collectors.groupingBy(CaseRuling::answer, java.util.LinkedHashMap::new, Collectors.counting()));
        if (counts.size() == 1) {
            return "every book: " + counts.keySet().iterator().next();
        }
        return counts.entrySet().stream().map(entry -> entry.getKey() + " ×" + entry.getValue())
                .collect(Collectors.joining(", "));
    }

    /** A ruling in a list: {@code TM USCF 14E}, {@code goes on}, {@code refused}, {@code illegal}. */
    private static String cell(CaseRuling ruling) {
        return ruling.kind() == CaseRuling.Kind.GOES_ON ? "goes on" : ruling.written();
    }

    private void wrap(String label, String text) {
        String indent = " ".repeat(label.length());
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder(label);
        for (String word : text.split(" ")) {
            if (line.length() > indent.length() && line.length() + 1 + word.length() > WIDTH) {
                lines.add(line.toString());
                line = new StringBuilder(indent);
            }
            if (line.length() > indent.length() && !line.toString().endsWith(" ")) {
                line.append(' ');
            }
            line.append(word);
        }
        lines.add(line.toString());
        lines.forEach(out::println);
    }

    private static String capital(String topic) {
        return Character.toUpperCase(topic.charAt(0)) + topic.substring(1);
    }
}
