package org.chesseus.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.chesseus.launcher.wiring.RuleLayerDiscovery;
import org.junit.jupiter.api.Test;

/**
 * {@code adjudicate --json} tells an archive's two kinds of bad game apart: a record that breaks
 * the Laws (an illegal move: FIDE 3.8.1, the king moves to an adjoining square) is {@code
 * illegal-move} with its ply, the move as written and the reason; a text that is not PGN
 * (a comment never closed, PGN standard 8.2.5) is {@code syntax} with its line and column.
 */
class AdjudicateErrorKindsTest {
    /** 2...Kd6: the black king stands on e8, two squares from d6 (FIDE 3.8.1: a king moves to an adjoining square). */
    private static final String ILLEGAL = "[Event \"illegal\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Ke2 Kd6 1-0\n\n";
    private static final String UNCLOSED = "[Event \"unclosed\"]\n[Result \"1-0\"]\n\n1. e4 {never closed 1-0\n";

    private static JsonNode error(String pgn) {
        List<JsonNode> objects = CommandRun.with(RuleLayerDiscovery::found, pgn, "adjudicate", "--json", "-").json();
        assertEquals(1, objects.size(), objects.toString());
        return objects.get(0).path("error");
    }

    @Test
    void anIllegalMoveInARecordIsAnIllegalMoveErrorWithItsPlyMoveAndReasonNotASyntaxError() {
        JsonNode error = error(ILLEGAL);
        assertAll(
                () -> assertEquals("illegal-move", error.path("kind").asText(), error.toString()),
                () -> assertEquals(3, error.path("ply").asInt(), "three half-moves were legal: 1. e4 e5 2. Ke2"),
                () -> assertEquals("Kd6", error.path("move").asText()),
                () -> assertEquals("black", error.path("side").asText()),
                () -> assertEquals("no black king can move to d6", error.path("reason").asText()),
                () -> assertEquals(4, error.path("line").asInt()),
                () -> assertEquals("PGN line 4: 2... Kd6 (Black): no black king can move to d6", error.path("message").asText()));
    }

    @Test
    void anUnclosedCommentIsASyntaxErrorWithItsLineAndColumn() {
        JsonNode error = error(UNCLOSED);
        assertAll(
                () -> assertEquals("syntax", error.path("kind").asText(), error.toString()),
                () -> assertEquals(4, error.path("line").asInt()),
                () -> assertEquals(7, error.path("column").asInt(), "'{' is the seventh character of '1. e4 {never'"),
                () -> assertEquals(false, error.has("ply"), error.toString()));
    }
}
