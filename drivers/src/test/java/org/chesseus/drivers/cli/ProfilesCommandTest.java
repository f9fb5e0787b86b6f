package org.chesseus.drivers.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * {@code chesseus profiles}: the layers found, the aliases and the layer ids, each with its
 * expansion. Overlays found beside the core layers add rows and widen the columns, so rows are
 * matched by their words, not their spacing.
 */
class ProfilesCommandTest {

    @Test
    void listsTheLayersFoundAndTheProfilesWithTheirExpansion() {
        CommandRun run = CommandRun.of("profiles");
        assertEquals(0, run.status(), run.err());
        assertRow(run.out(), "l1 +Legality:");
        assertRow(run.out(), "l2 +Draws born on the board:");
        assertRow(run.out(), "l3 +The full FIDE arbiter: people and clocks");
        assertRow(run.out(), "fide +\\Q= l1+l2+l3\\E$");
        assertRow(run.out(), "l1 +\\Q= l1\\E$");
        assertRow(run.out(), "l2 +\\Q= l1+l2\\E$");
        assertTrue(run.out().contains("Drivers (play --driver):"), run.out());
        assertRow(run.out(), "console +Console: board, status line and clocks");
        assertRow(run.out(), "numeric +Numeric: FideLite's digits");
    }

    @Test
    void jsonListsLayersThenProfilesThenDrivers() {
        List<JsonNode> lines = CommandRun.of("profiles", "--json").json();
        List<JsonNode> layers = lines.stream().filter(line -> line.has("layer")).toList();
        List<JsonNode> profiles = lines.stream().filter(line -> line.has("profile")).toList();
        List<JsonNode> drivers = lines.stream().filter(line -> line.has("driver")).toList();
        assertEquals(lines.size(), layers.size() + profiles.size() + drivers.size());
        assertEquals(lines.subList(0, layers.size()), layers, "layers come first");
        assertEquals(List.of("layer", "title", "requires"), CommandRun.fieldNames(layers.get(0)));
        Map<String, JsonNode> layer = byKey(layers, "layer");
        assertEquals("[]", layer.get("l1").get("requires").toString());
        assertEquals("[\"l1\"]", layer.get("l2").get("requires").toString());
        assertEquals("[\"l2\"]", layer.get("l3").get("requires").toString());
        assertEquals(List.of("profile", "layers", "available"), CommandRun.fieldNames(profiles.get(0)));
        Map<String, JsonNode> profile = byKey(profiles, "profile");
        assertEquals("[\"l1\",\"l2\",\"l3\"]", profile.get("fide").get("layers").toString());
        assertEquals(true, profile.get("fide").get("available").asBoolean());
        assertEquals(true, profile.get("l1").get("available").asBoolean());
        assertEquals("[\"l1\",\"l2\"]", profile.get("l2").get("layers").toString());
        assertTrue(profile.containsKey("l3"));
        assertEquals(List.of("driver", "title"), CommandRun.fieldNames(drivers.get(0)));
        assertEquals(List.of("console", "numeric"), drivers.stream().map(node -> node.get("driver").asText()).toList());
    }

    private static Map<String, JsonNode> byKey(List<JsonNode> lines, String key) {
        return lines.stream().collect(Collectors.toMap(line -> line.get(key).asText(), Function.identity()));
    }

    /** A line of the output that is two spaces, then {@code row} (a regular expression). */
    private static void assertRow(String out, String row) {
        assertTrue(Pattern.compile("^  " + row, Pattern.MULTILINE).matcher(out.replace("\r\n", "\n")).find(),
                "no line '  " + row + "' in:\n" + out);
    }
}
