package org.chesseus.drivers.cli;

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
        assertTrue(run.out().contains("  l1  Legality:"), run.out());
        assertTrue(run.out().contains("  l2  Draws born on the board:"), run.out());
        assertTrue(run.out().contains("  l3  The full FIDE arbiter: people and clocks"), run.out());
        assertTrue(run.out().contains("  fide  = l1+l2+l3\n") || run.out().contains("  fide  = l1+l2+l3" + System.lineSeparator()), run.out());
        assertTrue(run.out().contains("  l1    = l1\n") || run.out().contains("  l1    = l1" + System.lineSeparator()), run.out());
        assertTrue(run.out().contains("  l2    = l1+l2"), run.out());
        assertTrue(run.out().contains("Drivers (play --driver):"), run.out());
        assertTrue(run.out().contains("  console  Console: board, status line and clocks"), run.out());
        assertTrue(run.out().contains("  numeric  Numeric: FideLite's digits"), run.out());
    }

    @Test
    void jsonListsLayersThenProfiles() {
        List<JsonNode> lines = CommandRun.of("profiles", "--json").json();
        assertEquals(9, lines.size());
        assertEquals(List.of("layer", "title", "requires"), CommandRun.fieldNames(lines.get(0)));
        assertEquals("l1", lines.get(0).get("layer").asText());
        assertEquals("l2", lines.get(1).get("layer").asText());
        assertEquals("[\"l1\"]", lines.get(1).get("requires").toString());
        assertEquals("l3", lines.get(2).get("layer").asText());
        assertEquals("[\"l2\"]", lines.get(2).get("requires").toString());
        assertEquals(List.of("profile", "layers", "available"), CommandRun.fieldNames(lines.get(3)));
        assertEquals("fide", lines.get(3).get("profile").asText());
        assertEquals("[\"l1\",\"l2\",\"l3\"]", lines.get(3).get("layers").toString());
        assertEquals(true, lines.get(3).get("available").asBoolean());
        assertEquals("l1", lines.get(4).get("profile").asText());
        assertEquals(true, lines.get(4).get("available").asBoolean());
        assertEquals("l2", lines.get(5).get("profile").asText());
        assertEquals("[\"l1\",\"l2\"]", lines.get(5).get("layers").toString());
        assertEquals("l3", lines.get(6).get("profile").asText());
        assertEquals(List.of("driver", "title"), CommandRun.fieldNames(lines.get(7)));
        assertEquals("console", lines.get(7).get("driver").asText());
        assertEquals("numeric", lines.get(8).get("driver").asText());
    }
}
