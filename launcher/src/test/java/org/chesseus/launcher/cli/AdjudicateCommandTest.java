package org.chesseus.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.chesseus.launcher.wiring.RuleLayerDiscovery;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * {@code chesseus adjudicate} against the hand-written corpus: every field of every game equals
 * the ruling written next to it from the rule book ({@code corpus.expected}); broken PGN costs
 * only its game; a book without layer l3 says which rule it lacks.
 */
class AdjudicateCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<String> FIELDS =
            List.of("game", "line", "recorded", "ruled", "code", "article", "ply", "agrees", "explanation");

    static Path resource(String name) {
        try {
            return Path.of(AdjudicateCommandTest.class.getResource("/adjudicate/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The expected objects of a sidecar: JSON lines, '#' comments and blank lines skipped. */
    static List<JsonNode> expected(String name) {
        List<JsonNode> objects = new ArrayList<>();
        try {
            for (String line : Files.readAllLines(resource(name), StandardCharsets.UTF_8)) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    objects.add(JSON.readTree(line));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return objects;
    }

    /** Every field the sidecar gives, equal; {@code error} field by field, its {@code message} as a prefix. */
    static void assertMatches(List<JsonNode> expected, List<JsonNode> actual) {
        assertEquals(expected.size(), actual.size(), "one object per game");
        List<Executable> checks = new ArrayList<>();
        for (int i = 0; i < expected.size(); i++) {
            JsonNode want = expected.get(i);
            JsonNode got = actual.get(i);
            for (Iterator<Map.Entry<String, JsonNode>> it = want.fields(); it.hasNext();) {
                Map.Entry<String, JsonNode> field = it.next();
                String name = field.getKey();
                String where = "game " + want.get("game") + ", field " + name + ": " + got;
                if (name.equals("error")) {
                    checks.add(() -> assertTrue(got.path("error").isObject(), where));
                    field.getValue().fields().forEachRemaining(part -> checks.add(() -> {
                        JsonNode value = got.path("error").path(part.getKey());
                        if (part.getKey().equals("message")) {
                            assertTrue(value.asText().startsWith(part.getValue().asText()), where);
                        } else {
                            assertEquals(part.getValue(), value, where);
                        }
                    }));
                } else {
                    checks.add(() -> assertEquals(field.getValue(), got.get(name), where));
                }
            }
            if (!want.has("error")) {
                checks.add(() -> assertFalse(got.has("error"), "game " + want.get("game") + " has no error: " + got));
            }
        }
        assertAll(checks);
    }

    @Test
    void corpusAgreesWithTheRulingsWrittenByHandFieldByField() {
        CommandRun run = CommandRun.of("adjudicate", "--json", resource("corpus.pgn").toString());
        List<JsonNode> objects = run.json();
        assertMatches(expected("corpus.expected"), objects);
        objects.forEach(object -> assertEquals(FIELDS, CommandRun.fieldNames(object).subList(0, FIELDS.size())));
        assertEquals(1, run.status(), "three games break on an illegal move: " + run.err());
    }

    @Test
    void corpusCoversEveryResultCodeOfTheIssue() {
        Set<String> codes = new TreeSet<>();
        expected("corpus.expected").forEach(object -> codes.add(object.get("code").asText()));
        assertTrue(codes.containsAll(List.of("W#", "B#", "SM", "75", "5R", "DP", "50", "3R", "DA", "WT", "BT", "WR", "BR",
                "TM", "RM", "WF", "BF", "FM")), codes.toString());
    }

    @Test
    void summaryOnStandardErrorCountsAgreementsAndDisagreementsByCode() {
        CommandRun run = CommandRun.of("adjudicate", "--json", resource("corpus.pgn").toString());
        long agree = expected("corpus.expected").stream().filter(o -> o.get("agrees").asBoolean()).count();
        assertTrue(run.err().startsWith("adjudicate: " + expected("corpus.expected").size() + " games in "), run.err());
        assertTrue(run.err().contains("games/s); " + agree + " agree on the score, " + agree
                + " on the score and the reason; "), run.err());
        assertTrue(run.err().contains("disagree on the score (* 1, 5R 1, 75 1, DP 1, FM 1, RM 2, SM 1, TM 3, W# 3), 3 errors"),
                run.err());
    }

    @Test
    void brokenPgnCostsOnlyItsGameAndReadingResumes() {
        CommandRun run = CommandRun.of("adjudicate", "--json", resource("broken.pgn").toString());
        assertMatches(expected("broken.expected"), run.json());
        assertEquals(1, run.status());
        assertFalse(run.err().contains("Exception"), run.err());
    }

    @Test
    void humanOutputSaysWhatWasRuledAndWhy() {
        CommandRun run = CommandRun.of("adjudicate", "--rules", "fide", resource("broken.pgn").toString());
        List<String> lines = run.lines();
        assertAll(
                () -> assertEquals("game 1 (line 1): recorded 1-0 normal, ruled 1-0 W# checkmate (FIDE 5.1.1) after 4. Qxf7#: agrees",
                        lines.get(0)),
                () -> assertTrue(lines.get(1).startsWith("  White checkmates"), lines.get(1)),
                () -> assertEquals("game 2 (line 6): recorded ?: ERROR at the start", lines.get(2)),
                () -> assertEquals("  PGN line 9: '@@' is neither a move, a move number nor a result", lines.get(3)));
    }

    @Test
    void withoutLayerL3TheBoardStillRulesAndTheRecordedEndNamesTheMissingRule() {
        CommandRun run = CommandRun.of("adjudicate", "--json", "--rules", "l2", resource("corpus.pgn").toString());
        List<JsonNode> objects = run.json();
        assertAll(
                () -> assertEquals("DP", objects.get(13).get("code").asText()),
                () -> assertEquals("5R", objects.get(12).get("code").asText()),
                () -> assertEquals("rule book 'l2' has no rule 'flag-fall' to judge the recorded end 0-1 (try --rules fide)",
                        objects.get(28).get("error").get("message").asText()),
                () -> assertEquals("rule book 'l2' has no rule 'resignation' to judge the recorded end 1-0 (try --rules fide)",
                        objects.get(32).get("error").get("message").asText()),
                () -> assertEquals("rule book 'l2' has no rule 'agreement' to judge the recorded end 1/2-1/2 (try --rules fide)",
                        objects.get(20).get("error").get("message").asText()),
                () -> assertEquals("missing-rule", objects.get(20).get("error").get("kind").asText()),
                () -> assertEquals("agreement", objects.get(20).get("error").get("rule").asText()));
    }

    @Test
    void aFileThatCannotBeReadIsRefusedInOneLine() {
        CommandRun run = CommandRun.of("adjudicate", "no/such/file.pgn");
        assertAll(
                () -> assertEquals(1, run.status()),
                () -> assertEquals("adjudicate: no such file 'no/such/file.pgn'", run.err().strip()));
    }

    @Test
    void standardInputMayHoldTheGames() {
        CommandRun run = CommandRun.with(RuleLayerDiscovery::found, "1. f3 e5 2. g4 Qh4# 0-1\n", "adjudicate", "--json", "-");
        JsonNode object = run.json().get(0);
        assertAll(
                () -> assertEquals(0, run.status(), run.err()),
                () -> assertEquals("B#", object.get("code").asText()),
                () -> assertEquals(4, object.get("ply").asInt()),
                () -> assertTrue(object.get("agrees").asBoolean()));
    }
}
