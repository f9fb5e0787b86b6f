package org.chesseus.launcher.cli;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.chesseus.api.rules.RemovedRule;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleEntry;

/**
 * A composed rule book as {@code chesseus rules} lists it: each rule with its article, the layer
 * that contributed it and what it does; a rule an overlay put in place of another says which
 * ({@code replaces l3:threefold}); rules taken out by an overlay or by {@code --without} are listed
 * after the book. The markdown form is the page {@code docs/rules/PROFILE.md} holds.
 */
public final class RuleBookListing {
    private final RuleBook book;

    private RuleBookListing(RuleBook book) {
        this.book = requireNonNull(book, "book");
    }

    /** The listing of a book. */
    public static RuleBookListing of(RuleBook book) {
        return new RuleBookListing(book);
    }

    /**
     * A rule as listed: {@code {"rule","article","layer","implementedBy","summary","replaces","removedBy"}}
     * — {@code implementedBy} the class carrying the behaviour ({@link RuleEntry#implementedBy}),
     * {@code replaces} names the replaced rule as {@code layer:rule}, {@code removedBy} the layer
     * (or {@code --without}) that took the rule out; both are null otherwise.
     */
    public record RuleView(String rule, String article, String layer, String implementedBy, String summary,
            String replaces, String removedBy) {
        static RuleView of(RuleEntry entry, Optional<RuleEntry> replaced) {
            return new RuleView(entry.id(), entry.article(), entry.layer(), entry.implementedBy(),
                    entry.rule().summary(), replaced.map(RuleBookListing::qualified).orElse(null), null);
        }

        static RuleView removed(RemovedRule gone) {
            RuleEntry entry = gone.rule();
            return new RuleView(entry.id(), entry.article(), entry.layer(), entry.implementedBy(),
                    entry.rule().summary(), null, gone.by());
        }
    }

    /** The rules of the book, in its order. */
    public List<RuleView> rules() {
        return book.rules().stream().map(entry -> RuleView.of(entry, book.replaced(entry.id()))).toList();
    }

    /** The rules taken out while composing, after the book's own. */
    public List<RuleView> removed() {
        return book.removed().stream().map(RuleView::removed).toList();
    }

    /** Every rule listed: the book's, then the ones taken out. */
    public List<RuleView> all() {
        List<RuleView> all = new ArrayList<>(rules());
        all.addAll(removed());
        return all;
    }

    /** The plain sentence saying a book with rules dropped by {@code --without} is nobody's book; empty otherwise. */
    public static Optional<String> teachingNote(RuleBook book) {
        List<String> dropped = book.dropped();
        if (dropped.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of("Note: --without " + String.join(",", dropped) + " makes this a teaching book of '"
                + book.profile() + "', not the rule book of any federation or platform.");
    }

    /** The heading line: profile, layers and how many rules. */
    public String heading() {
        int count = book.rules().size();
        return "Rule book '" + book.profile() + "' (layers " + String.join(", ", book.layers()) + "), "
                + count + " rule" + (count == 1 ? "" : "s") + ":";
    }

    /** The layer column for people: {@code uscf (replaces l3:threefold)}. */
    static String layerCell(RuleView rule) {
        return rule.replaces() == null ? rule.layer() : rule.layer() + " (replaces " + rule.replaces() + ")";
    }

    /** The line saying who took a rule out. */
    static String removedLine(RuleView rule) {
        String by = RemovedRule.WITHOUT.equals(rule.removedBy()) ? "dropped with --without" : "removed by " + rule.removedBy();
        return rule.layer() + ":" + rule.rule() + " (" + rule.article() + ") " + by;
    }

    /** The book as a markdown page. */
    public String markdown() {
        StringBuilder out = new StringBuilder();
        out.append("# Rule book `").append(book.profile()).append("`\n\n")
                .append("Layers applied, in order: ")
                .append(book.layers().stream().map(RuleBookListing::code).collect(Collectors.joining(", ")))
                .append(". ").append(book.rules().size()).append(" rules.\n\n");
        teachingNote(book).ifPresent(note -> out.append("> ").append(note).append("\n\n"));
        out.append("| rule | article | layer | replaces | implemented by | summary |\n|---|---|---|---|---|---|\n");
        for (RuleView rule : rules()) {
            out.append("| ").append(code(rule.rule())).append(" | ").append(cell(rule.article()))
                    .append(" | ").append(code(rule.layer()))
                    .append(" | ").append(rule.replaces() == null ? "—" : code(rule.replaces()))
                    .append(" | ").append(implementation(rule.implementedBy()))
                    .append(" | ").append(cell(rule.summary())).append(" |\n");
        }
        List<RuleView> removed = removed();
        if (!removed.isEmpty()) {
            out.append("\nTaken out of the book:\n\n");
            removed.forEach(rule -> out.append("- ").append(code(rule.layer() + ":" + rule.rule())).append(" (")
                    .append(cell(rule.article())).append("), ")
                    .append(RemovedRule.WITHOUT.equals(rule.removedBy()) ? "dropped with `--without`"
                            : "removed by " + code(rule.removedBy()))
                    .append(".\n"));
        }
        return out.toString();
    }

    private static String qualified(RuleEntry entry) {
        return entry.layer() + ":" + entry.id();
    }

    /** The implementing class as code, the dash of a label as it is. */
    static String implementation(String name) {
        return name.equals("\u2014") ? name : code(name);
    }

    private static String code(String id) {
        return "`" + id + "`";
    }

    private static String cell(String text) {
        return text.replace("|", "\\|").replace("\n", " ");
    }
}
