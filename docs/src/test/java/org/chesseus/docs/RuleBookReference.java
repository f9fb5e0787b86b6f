package org.chesseus.docs;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.chesseus.api.rules.ProfileException;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleEntry;
import org.chesseus.api.rules.RuleLayer;

/**
 * The rule-book reference ({@code docs/reference/rule-book.md}) rendered from the layers found:
 * for each built-in profile whose layers are all present, every rule with its article, its layer,
 * the class that implements it and its summary.
 */
final class RuleBookReference {
    /** The built-in profile names of ARCHITECTURE.md, in its order. */
    static final List<String> BUILT_IN = List.of("l1", "l2", "fide", "fide-online", "uscf", "chess960");

    static final String REGENERATE = "mvn -pl docs -am test -Dchesseus.docs.update=true";

    private RuleBookReference() {
    }

    /** The markdown of the reference for the layers a composer knows. */
    static String render(RuleBookComposer composer) {
        StringBuilder out = new StringBuilder();
        out.append("# Rule-book reference\n\n")
                .append("<!-- Generated from the code by docs/src/test/java/org/chesseus/docs/RuleBookReferenceTest.java;"
                        + " do not edit by hand. -->\n\n")
                .append("The rule books of the built-in profiles whose layers are all in this build: each rule with\n")
                .append("the article it implements, the layer that contributed it, the class that carries its behaviour\n")
                .append("(without the `org.chesseus.` prefix) and what it does. The rule id is\n")
                .append("what `--without` takes. After changing a layer, regenerate this page with\n")
                .append("`").append(REGENERATE).append("`; the `docs` module's tests fail while it is stale.\n\n");
        layers(composer, out);
        List<String> missing = new ArrayList<>();
        List<List<String>> listed = new ArrayList<>();
        for (String profile : profiles(composer)) {
            List<String> ids;
            try {
                ids = composer.expand(profile);
            } catch (ProfileException notInThisBuild) {
                missing.add(profile);
                continue;
            }
            if (!listed.contains(ids)) {
                listed.add(ids);
                book(composer.compose(profile), out);
            }
        }
        if (!missing.isEmpty()) {
            out.append("## Not in this build\n\n")
                    .append("Built-in profiles that need a layer this build does not have: ")
                    .append(missing.stream().map(RuleBookReference::code).collect(Collectors.joining(", ")))
                    .append(".\n");
        }
        return out.toString();
    }

    /** The built-in names first, then any other layer found, each as a profile of its own. */
    private static List<String> profiles(RuleBookComposer composer) {
        List<String> profiles = new ArrayList<>(BUILT_IN);
        composer.layers().keySet().stream().filter(id -> !profiles.contains(id)).forEach(profiles::add);
        return profiles;
    }

    private static void layers(RuleBookComposer composer, StringBuilder out) {
        out.append("## Layers in this build\n\n")
                .append("| layer | title | requires | conflicts with |\n")
                .append("|---|---|---|---|\n");
        for (RuleLayer layer : composer.layers().values()) {
            out.append("| ").append(code(layer.id()))
                    .append(" | ").append(cell(layer.title()))
                    .append(" | ").append(ids(layer.requires()))
                    .append(" | ").append(ids(layer.conflicts()))
                    .append(" |\n");
        }
        out.append('\n');
    }

    private static void book(RuleBook book, StringBuilder out) {
        out.append("## Profile ").append(code(book.profile())).append("\n\n")
                .append("Layers applied, in order: ")
                .append(book.layers().stream().map(RuleBookReference::code).collect(Collectors.joining(", ")))
                .append(".\n\n")
                .append("| rule | article | layer | implemented by | summary |\n")
                .append("|---|---|---|---|---|\n");
        for (RuleEntry entry : book.rules()) {
            String implementation = entry.implementedBy();
            out.append("| ").append(code(entry.id()))
                    .append(" | ").append(cell(entry.article()))
                    .append(" | ").append(code(entry.layer()))
                    .append(" | ").append(implementation.equals("\u2014") ? implementation : code(implementation))
                    .append(" | ").append(cell(entry.rule().summary()))
                    .append(" |\n");
        }
        out.append('\n');
    }

    private static String ids(Set<String> ids) {
        return ids.isEmpty() ? "—" : ids.stream().sorted().map(RuleBookReference::code).collect(Collectors.joining(", "));
    }

    private static String code(String id) {
        return "`" + id + "`";
    }

    private static String cell(String text) {
        return text.replace("|", "\\|").replace("\n", " ");
    }
}
