package org.chesseus.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code chesseus profiles}: the layers found, the aliases and the layer ids, each with its expansion. */
class ProfilesCommandTest {

    @Test
    void listsTheLayersFoundAndTheProfilesWithTheirExpansion() {
        CommandRun run = CommandRun.of("profiles");
        assertEquals(0, run.status(), run.err());
        List<String> lines = run.lines();
        assertTrue(lines.stream().anyMatch(line -> line.matches("  l1 +Legality:.*")), run.out());
        assertTrue(lines.stream().anyMatch(line -> line.matches("  l2 +Draws born on the board:.*\\(requires l1\\)")), run.out());
        assertTrue(lines.stream().anyMatch(line -> line.matches("  l3 +The full FIDE arbiter: people and clocks +\\(requires l2\\)")),
                run.out());
        assertTrue(lines.stream().anyMatch(line -> line.matches("  fide += l1\\+l2\\+l3")), run.out());
        assertTrue(lines.stream().anyMatch(line -> line.matches("  l1 += l1")), run.out());
        assertTrue(lines.stream().anyMatch(line -> line.matches("  l2 += l1\\+l2")), run.out());
        assertTrue(lines.stream().anyMatch(line -> line.matches("  core +\\= core")), run.out());
        assertTrue(run.out().contains("Drivers (play --driver):"), run.out());
        assertTrue(run.out().contains("  console  Console: board, status line and clocks"), run.out());
        assertTrue(run.out().contains("  numeric  Numeric: FideLite's digits"), run.out());
        assertTrue(run.out().contains("Engines (play --white engine, chesseus uci, chesseus match):"), run.out());
        assertTrue(lines.stream().anyMatch(line -> line.matches("  Chesseus " + java.util.regex.Pattern.quote(org.chesseus.api.Release.version()) + " +by the Chesseus team")), run.out());
    }

    @Test
    void jsonListsLayersThenProfilesThenDriversThenEngines() {
        List<JsonNode> lines = CommandRun.of("profiles", "--json").json();
        List<String> kinds = lines.stream().map(line -> CommandRun.fieldNames(line).get(0)).toList();
        int firstProfile = kinds.indexOf("profile");
        int firstDriver = kinds.indexOf("driver");
        int firstEngine = kinds.indexOf("engine");
        assertTrue(firstProfile > 0 && firstDriver > firstProfile && firstEngine > firstDriver, kinds.toString());
        assertTrue(kinds.subList(0, firstProfile).stream().allMatch("layer"::equals), kinds.toString());
        assertEquals(List.of("layer", "title", "requires"), CommandRun.fieldNames(lines.get(0)));
        assertEquals("[\"l1\"]", line(lines, "layer", "l2").get("requires").toString());
        assertEquals("[\"l2\"]", line(lines, "layer", "l3").get("requires").toString());
        assertEquals("[\"core\"]", line(lines, "layer", "underpromotion").get("requires").toString());
        assertEquals(List.of("profile", "layers", "available"), CommandRun.fieldNames(lines.get(firstProfile)));
        assertEquals("[\"l1\",\"l2\",\"l3\"]", line(lines, "profile", "fide").get("layers").toString());
        assertEquals(true, line(lines, "profile", "l1").get("available").asBoolean());
        assertEquals("[\"l1\",\"l2\"]", line(lines, "profile", "l2").get("layers").toString());
        assertEquals("[\"l1\",\"l2\",\"l3\",\"armageddon\"]", line(lines, "profile", "armageddon").get("layers").toString());
        assertEquals(List.of("driver", "title"), CommandRun.fieldNames(lines.get(firstDriver)));
        assertEquals(List.of("console", "numeric"), lines.subList(firstDriver, firstEngine).stream()
                .map(line -> line.get("driver").asText()).toList());
        assertEquals(List.of("engine", "author"), CommandRun.fieldNames(lines.get(firstEngine)));
        assertEquals(List.of("engine"), kinds.subList(firstEngine, kinds.size()), kinds.toString());
        assertTrue(lines.get(firstEngine).get("engine").asText().startsWith("Chesseus "), lines.toString());
    }

    private static JsonNode line(List<JsonNode> lines, String field, String value) {
        return lines.stream().filter(line -> line.has(field) && line.get(field).asText().equals(value)).findFirst()
                .orElseThrow(() -> new AssertionError("no line with " + field + " " + value + " in " + lines));
    }
}
