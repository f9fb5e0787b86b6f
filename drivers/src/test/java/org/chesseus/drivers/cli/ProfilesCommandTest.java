package org.chesseus.drivers.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code chesseus profiles}: the layers found, the aliases and the layer ids, each with its expansion. */
class ProfilesCommandTest {

    @Test
    void listsLayerL1AndTheProfilesWithTheirExpansion() {
        CommandRun run = CommandRun.of("profiles");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("  l1  Legality:"), run.out());
        assertTrue(run.out().contains("  fide  = l1+l2+l3  (not available: l2, l3 not found)"), run.out());
        assertTrue(run.out().contains("  l1    = l1"), run.out());
    }

    @Test
    void jsonListsLayersThenProfiles() {
        List<JsonNode> lines = CommandRun.of("profiles", "--json").json();
        assertEquals(3, lines.size());
        assertEquals(List.of("layer", "title", "requires"), CommandRun.fieldNames(lines.get(0)));
        assertEquals("l1", lines.get(0).get("layer").asText());
        assertEquals(List.of("profile", "layers", "available"), CommandRun.fieldNames(lines.get(1)));
        assertEquals("fide", lines.get(1).get("profile").asText());
        assertEquals("[\"l1\",\"l2\",\"l3\"]", lines.get(1).get("layers").toString());
        assertEquals(false, lines.get(1).get("available").asBoolean());
        assertEquals("l1", lines.get(2).get("profile").asText());
        assertEquals(true, lines.get(2).get("available").asBoolean());
    }
}
