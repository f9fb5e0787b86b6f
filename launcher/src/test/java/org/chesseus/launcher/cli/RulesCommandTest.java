package org.chesseus.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.chesseus.api.kit.RuleKit;
import org.chesseus.api.rules.RuleBookBuilder;
import org.chesseus.api.rules.RuleLayer;
import org.chesseus.launcher.terminal.ExitStatus;
import org.chesseus.launcher.wiring.RuleLayerDiscovery;
import org.junit.jupiter.api.Test;

/**
 * {@code chesseus rules}: the l1 book is the FIDE Laws of Chess (2023) Article 3 and the two
 * endings of 5.1.1 and 5.2.1, each rule citing its article.
 */
class RulesCommandTest {
    /** The rules of layer l1 and the FIDE articles they implement (FIDE Laws of Chess, 2023). */
    private static final Map<String, String> L1 = new LinkedHashMap<>();

    static {
        L1.put("moves", "FIDE 3.1-3.7, 3.9");
        L1.put("castling", "FIDE 3.8.2");
        L1.put("double-step", "FIDE 3.7.2, 3.7.3.1-3.7.3.2");
        L1.put("under-promotion", "FIDE 3.7.3.3");
        L1.put("checkmate", "FIDE 5.1.1");
        L1.put("stalemate", "FIDE 5.2.1");
    }

    @Test
    void l1BookListsItsSixRulesWithTheirArticlesAsATable() {
        CommandRun run = CommandRun.of("rules", "--rules", "l1");
        assertEquals(0, run.status(), run.err());
        List<String> lines = run.lines();
        assertEquals("Rule book 'l1' (layers l1), 6 rules:", lines.get(0));
        assertTrue(lines.get(1).matches("rule +article +layer +implemented by +summary"), lines.get(1));
        assertEquals(8, lines.size(), run.out());
        int row = 2;
        for (Map.Entry<String, String> rule : L1.entrySet()) {
            String line = lines.get(row++);
            assertTrue(line.matches(rule.getKey() + " +" + java.util.regex.Pattern.quote(rule.getValue())
                    + " +l1 +rules\\.l1\\.[A-Z][A-Za-z]+ +\\S.*"), line);
        }
    }

    @Test
    void withoutRulesTheListingIsTheFullFideBook() {
        CommandRun run = CommandRun.of("rules");
        assertEquals(0, run.status(), run.err());
        assertEquals("Rule book 'fide' (layers l1, l2, l3), 20 rules:", run.lines().get(0));
    }

    @Test
    void jsonListsRuleArticleLayerAndSummary() {
        List<JsonNode> rules = CommandRun.of("rules", "--rules", "l1", "--json").json();
        assertEquals(6, rules.size());
        for (JsonNode rule : rules) {
            assertEquals(List.of("rule", "article", "layer", "implementedBy", "summary", "replaces", "removedBy"),
                    CommandRun.fieldNames(rule));
            assertTrue(rule.get("replaces").isNull() && rule.get("removedBy").isNull(), rule.toString());
            assertEquals(L1.get(rule.get("rule").asText()), rule.get("article").asText());
            assertEquals("l1", rule.get("layer").asText());
        }
        assertEquals(List.of("rules.l1.MoveGenerator", "rules.l1.CastlingGeometry", "rules.l1.MoveGenerator",
                "rules.l1.MoveGenerator", "rules.l1.CheckmateRule", "rules.l1.StalemateRule"),
                rules.stream().map(rule -> rule.get("implementedBy").asText()).toList(),
                "the labels of Article 3 name the move generator that carries them");
    }

    @Test
    void withoutDropsTheNamedRulesAndSaysTheBookIsNoFederations() {
        CommandRun run = CommandRun.of("rules", "--rules", "l1", "--without", "castling,under-promotion", "--json");
        List<JsonNode> rules = run.json();
        assertEquals(List.of("moves", "double-step", "checkmate", "stalemate", "castling", "under-promotion"),
                rules.stream().map(rule -> rule.get("rule").asText()).toList());
        assertEquals("--without", rules.get(4).get("removedBy").asText());
        assertTrue(run.err().contains("not the rule book of any federation"), run.err());
        CommandRun human = CommandRun.of("rules", "--rules", "fide", "--without", "fivefold,seventy-five");
        assertEquals(0, human.status(), human.err());
        assertTrue(human.out().contains("Taken out: l2:fivefold (FIDE 9.6.1) dropped with --without"), human.out());
        assertTrue(human.out().contains("Note: --without fivefold,seventy-five makes this a teaching book of 'fide',"
                + " not the rule book of any federation or platform."), human.out());
    }

    @Test
    void droppingARuleAnotherRuleNeedsIsAClearError() {
        CommandRun run = CommandRun.of("rules", "--rules", "fide", "--without", "repetition");
        assertEquals(ExitStatus.REJECTED, run.status());
        assertEquals("", run.out());
        assertTrue(run.err().contains("rule 'fivefold' (FIDE 9.6.1, layer 'l2') needs rule 'repetition', but --without"
                + " drops it; drop 'fivefold' too, or keep 'repetition'"), run.err());
        CommandRun moves = CommandRun.of("rules", "--rules", "l1", "--without", "moves");
        assertTrue(moves.err().contains("needs rule 'moves', but --without drops it"), moves.err());
    }

    @Test
    void anOverlaysReplacementShowsTheRuleItReplaces() {
        List<RuleLayer> layers = new ArrayList<>(RuleLayerDiscovery.found());
        layers.add(new AutomaticThreefoldOverlay());
        CommandRun run = CommandRun.with(() -> layers, "", "rules", "--rules", "auto-threefold");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().lines().anyMatch(line -> line.matches(
                "threefold +Test 5\\.4\\.1 +auto-threefold \\(replaces l3:threefold\\) +api\\.kit\\.AutomaticDraw +The game is"
                        + " drawn automatically, without a claim, when the same position has appeared three times\\.")),
                run.out());
        assertTrue(run.out().contains("Taken out: l3:claim-penalty (FIDE 9.5.3) removed by auto-threefold"), run.out());
        List<JsonNode> json = CommandRun.with(() -> layers, "", "rules", "--rules", "auto-threefold", "--json").json();
        JsonNode threefold = json.stream().filter(rule -> rule.get("rule").asText().equals("threefold")).findFirst().orElseThrow();
        assertEquals("l3:threefold", threefold.get("replaces").asText());
        String markdown = CommandRun.with(() -> layers, "", "rules", "--rules", "auto-threefold", "--markdown").out();
        assertTrue(markdown.startsWith("# Rule book `auto-threefold`\n"), markdown);
        assertTrue(markdown.contains("| `threefold` | Test 5.4.1 | `auto-threefold` | `l3:threefold` | `api.kit.AutomaticDraw`"
                + " | The game is drawn automatically"), markdown);
        assertTrue(markdown.contains("- `l3:claim-penalty` (FIDE 9.5.3), removed by `auto-threefold`."), markdown);
    }

    @Test
    void jsonAndMarkdownExcludeEachOther() {
        CommandRun run = CommandRun.of("rules", "--json", "--markdown");
        assertEquals(ExitStatus.REJECTED, run.status());
        assertTrue(run.err().contains("--json and --markdown exclude each other"), run.err());
    }

    /** An overlay as a federation would write it: threefold automatic, no claim penalty. */
    private static final class AutomaticThreefoldOverlay implements RuleLayer {
        @Override
        public String id() {
            return "auto-threefold";
        }

        @Override
        public String title() {
            return "A test overlay making threefold automatic";
        }

        @Override
        public Set<String> requires() {
            return Set.of("l3");
        }

        @Override
        public void contribute(RuleBookBuilder book) {
            book.replace("threefold", claim -> RuleKit.automatic(claim, "Test 5.4.1"));
            book.remove("claim-penalty");
        }
    }

    @Test
    void unknownProfileIsRefusedInOneLineNamingTheLayersFound() {
        CommandRun run = CommandRun.of("rules", "--rules", "nonsense");
        assertAll(
                () -> assertEquals(ExitStatus.REJECTED, run.status()),
                () -> assertEquals("", run.out()),
                () -> assertEquals(1, run.err().strip().lines().count(), run.err()),
                () -> assertTrue(run.err().contains("'nonsense'") && listed(run.err(), "layers found").contains("l1")
                        && listed(run.err(), "profiles").containsAll(List.of("fide", "l1", "core")), run.err()));
    }

    @Test
    void unknownRuleInWithoutIsRefusedInOneLineNamingTheRules() {
        CommandRun run = CommandRun.of("rules", "--rules", "l1", "--without", "nonsense");
        assertAll(
                () -> assertEquals(ExitStatus.REJECTED, run.status()),
                () -> assertEquals(1, run.err().strip().lines().count(), run.err()),
                () -> assertTrue(run.err().contains("'nonsense'") && run.err().contains(String.join(", ", L1.keySet())),
                        run.err()));
    }

    @Test
    void profileNamingALayerThatIsNotFoundIsRefused() {
        CommandRun run = CommandRun.of("perft", "--rules", "bughouse", "--depth", "1");
        assertEquals(ExitStatus.REJECTED, run.status());
        assertTrue(run.err().contains("'bughouse'") && listed(run.err(), "layers found").containsAll(List.of("l1", "l2", "l3")),
                run.err());
    }

    /** The comma-separated ids an error lists after {@code label: }. */
    private static List<String> listed(String error, String label) {
        int at = error.indexOf(label + ": ");
        if (at < 0) {
            return List.of();
        }
        String rest = error.substring(at + label.length() + 2).strip();
        int end = rest.indexOf(';');
        return List.of((end < 0 ? rest : rest.substring(0, end)).split(", "));
    }
}
