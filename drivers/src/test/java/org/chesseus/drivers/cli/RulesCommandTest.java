package org.chesseus.drivers.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
        assertTrue(lines.get(1).matches("rule +article +layer +summary"), lines.get(1));
        assertEquals(8, lines.size(), run.out());
        int row = 2;
        for (Map.Entry<String, String> rule : L1.entrySet()) {
            String line = lines.get(row++);
            assertTrue(line.matches(rule.getKey() + " +" + java.util.regex.Pattern.quote(rule.getValue()) + " +l1 +\\S.*"), line);
        }
    }

    @Test
    void jsonListsRuleArticleLayerAndSummary() {
        List<JsonNode> rules = CommandRun.of("rules", "--rules", "l1", "--json").json();
        assertEquals(6, rules.size());
        for (JsonNode rule : rules) {
            assertEquals(List.of("rule", "article", "layer", "summary"), CommandRun.fieldNames(rule));
            assertEquals(L1.get(rule.get("rule").asText()), rule.get("article").asText());
            assertEquals("l1", rule.get("layer").asText());
        }
    }

    @Test
    void withoutDropsTheNamedRules() {
        List<JsonNode> rules = CommandRun.of("rules", "--without", "castling,under-promotion", "--json").json();
        assertEquals(List.of("moves", "double-step", "checkmate", "stalemate"),
                rules.stream().map(rule -> rule.get("rule").asText()).toList());
    }

    @Test
    void unknownProfileIsRefusedInOneLineNamingTheLayersFound() {
        CommandRun run = CommandRun.of("rules", "--rules", "nonsense");
        assertAll(
                () -> assertEquals(ExitStatus.REJECTED, run.status()),
                () -> assertEquals("", run.out()),
                () -> assertEquals(1, run.err().strip().lines().count(), run.err()),
                () -> assertTrue(run.err().contains("'nonsense'") && run.err().matches("(?s).*layers found: [a-z0-9, -]*\\bl1, l2, l3\\b.*")
                        && run.err().matches("(?s).*profiles: [a-z0-9, -]*\\bfide, .*"), run.err()));
    }

    @Test
    void unknownRuleInWithoutIsRefusedInOneLineNamingTheRules() {
        CommandRun run = CommandRun.of("rules", "--without", "nonsense");
        assertAll(
                () -> assertEquals(ExitStatus.REJECTED, run.status()),
                () -> assertEquals(1, run.err().strip().lines().count(), run.err()),
                () -> assertTrue(run.err().contains("'nonsense'") && run.err().contains(String.join(", ", L1.keySet())),
                        run.err()));
    }

    @Test
    void profileNamingALayerThatIsNotFoundIsRefused() {
        CommandRun run = CommandRun.of("perft", "--rules", "atlantis", "--depth", "1");
        assertEquals(ExitStatus.REJECTED, run.status());
        assertTrue(run.err().contains("'atlantis'") && run.err().matches("(?s).*layers found: [a-z0-9, -]*\\bl1, l2, l3\\b.*"),
                run.err());
    }
}
