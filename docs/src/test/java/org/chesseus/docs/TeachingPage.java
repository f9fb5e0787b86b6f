package org.chesseus.docs;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.chesseus.tools.cases.Case;
import org.chesseus.tools.cases.CaseRuling;
import org.chesseus.tools.cases.Casebook;

/**
 * Renders {@code docs/teaching.md} from the casebook: how to teach with {@code cases}, {@code compare
 * --case}, the quiz and the page's class view, then every case by topic — setup, event, the books
 * grouped by ruling, why, and the rule texts.
 */
final class TeachingPage {
    static final String REGENERATE = "mvn -pl docs -am test -Dtest=TeachingPageTest -Dsurefire.failIfNoSpecifiedTests=false"
            + " -Dchesseus.docs.update=true";

    private TeachingPage() {
    }

    static String render(Casebook casebook) {
        StringBuilder out = new StringBuilder();
        out.append("# Teaching with the casebook: where the rule books part ways\n\n");
        out.append("<!-- Generated from tools/src/main/resources/org/chesseus/tools/cases/casebook.txt; regenerate with `")
                .append(REGENERATE).append("`. -->\n\n");
        out.append("""
                "The rules of chess" are a stack: the board's rules (`l1`, `l2`) never change, and the books part
                ways where people and clocks come in — a flag, a resignation, a claim, an offer — and where a
                platform replaces a rule the FIDE Laws state in general terms with a list. Chesseus ships a
                casebook of %d cases where the books differ or where players commonly get a rule wrong, each with
                the ruling of every shipped book (%s), the article it rests on and its words, why, and the rule texts
                the case turns on. A test judges
                every case under every book and requires the casebook's ruling, so the casebook is checked against
                the code on every build, and a book that changes must change the casebook consciously.

                | to | run |
                |---|---|
                | list the cases by topic, with how the books split | `./chesseus cases` (`--topic flag`, `--book uscf` for one book's ruling, `--json`) |
                | show one case whole | `./chesseus cases rook-flags-against-knight` |
                | judge a case live under the books, side by side | `./chesseus compare --case rook-flags-against-knight` |
                | only the books that differ from the first | `./chesseus compare --case rook-flags-against-knight --diff` (`--profiles fide,uscf,lichess` to choose) |
                | test a class | `./chesseus quiz --count 10` (`--book`, `--topic`, `--seed`, `--json`; see the [user guide](user-guide.md#quiz)) |
                | show a case on the board, rulings revealed on demand | `./chesseus serve`, then the page's **Class** view ([web.md](web.md#class-view)) |

                In a case, *refused* means the book has no rule for the event (layers `l1` and `l2` have no clock,
                resignation, offer or claim; Armageddon allows no draw offers; the online books have no claims) or
                its rule refuses it now (an acceptance after the offer lapsed); *goes on* means the game continues.
                A score code beside the code (`TM/BA`) is Armageddon's: a draw counts as a Black win. `l3` is the same
                book as `fide`; the teaching rungs (`core`, `underpromotion`, `double-step`) are not books a game is
                played under and are left out. Articles are the FIDE Laws of Chess in force since 1 January 2023
                unless marked; texts marked *in substance* are summaries, the others quotations.

                """.formatted(casebook.cases().size(), String.join(", ", casebook.books().stream().map(book -> "`" + book + "`")
                .toList())));
        out.append("## Topics\n\n");
        for (String topic : casebook.topics()) {
            List<Case> cases = inTopic(casebook, topic);
            out.append("- [").append(capital(topic)).append("](#").append(anchor(topic)).append(") — ")
                    .append(cases.size()).append(cases.size() == 1 ? " case" : " cases").append('\n');
        }
        out.append('\n');
        for (String topic : casebook.topics()) {
            out.append("## ").append(capital(topic)).append("\n\n");
            for (Case one : inTopic(casebook, topic)) {
                caseSection(one, out);
            }
        }
        return out.toString();
    }

    private static void caseSection(Case one, StringBuilder out) {
        out.append("### ").append(one.title()).append("\n\n");
        out.append("`").append(one.id()).append("` — ").append(one.fen().map(fen -> "FEN `" + fen + "`")
                .orElse("the start position"));
        if (!one.steps().isEmpty()) {
            out.append(", then `").append(String.join(" ", one.steps())).append('`');
        }
        out.append(". ").append(one.event()).append("\n\n");
        out.append("| ruling | score | article | books |\n|---|---|---|---|\n");
        for (Map.Entry<CaseRuling, List<String>> group : one.booksByRuling().entrySet()) {
            CaseRuling ruling = group.getKey();
            out.append("| ").append(cell(ruling)).append(" | ").append(ruling.score().equals("*") ? "—" : ruling.score())
                    .append(" | ").append(ruling.article().orElse("—")).append(" | ")
                    .append(String.join(", ", group.getValue().stream().map(book -> "`" + book + "`").toList()))
                    .append(" |\n");
        }
        out.append('\n').append(one.why()).append("\n\n");
        for (String text : one.texts()) {
            out.append("> ").append(text).append("\n>\n");
        }
        out.setLength(out.length() - 2);
        if (!one.rulingTexts().isEmpty()) {
            out.append("\n<details><summary>The articles of the rulings</summary>\n\n");
            one.rulingTexts().forEach(text -> out.append("- ").append(text).append('\n'));
            out.append("\n</details>\n");
        }
        out.append("\n`./chesseus compare --case ").append(one.id()).append("`\n\n");
    }

    private static String cell(CaseRuling ruling) {
        return switch (ruling.kind()) {
            case ENDS -> "**" + ruling.answer() + "**";
            case GOES_ON -> "goes on";
            case REFUSED -> "refused";
            case ILLEGAL -> "illegal move";
        };
    }

    private static List<Case> inTopic(Casebook casebook, String topic) {
        return casebook.cases().stream().filter(one -> one.topic().equals(topic)).toList();
    }

    private static String capital(String topic) {
        return Character.toUpperCase(topic.charAt(0)) + topic.substring(1);
    }

    /** GitHub's heading anchor: lower case, spaces to hyphens, punctuation dropped. */
    private static String anchor(String topic) {
        return topic.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9 -]", "").replace(' ', '-');
    }
}
