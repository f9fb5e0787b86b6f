package org.chesseus.rules.l1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.ServiceLoader;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleEntry;
import org.chesseus.api.rules.RuleLayer;
import org.junit.jupiter.api.Test;

/** Layer {@code l1} as a plugin: found as a service, contributing its rules with their articles. */
class LegalityLayerTest {

    @Test
    void layerL1IsFoundByTheServiceLoaderOnTheClassPath() {
        List<String> ids = ServiceLoader.load(RuleLayer.class).stream()
                .map(provider -> provider.get().id()).toList();
        assertTrue(ids.contains("l1"), () -> "layers found: " + ids);
    }

    @Test
    void layerL1ContributesItsSixRulesEachWithItsFideArticle() {
        RuleBook book = new RuleBookComposer(List.of(new LegalityLayer())).compose("l1");
        assertEquals(List.of("moves", "castling", "double-step", "under-promotion", "checkmate", "stalemate"),
                book.rules().stream().map(RuleEntry::id).toList());
        assertEquals("FIDE 3.8.2", book.rule("castling").orElseThrow().article());
        assertEquals("FIDE 5.1.1", book.rule("checkmate").orElseThrow().article());
        assertEquals("FIDE 5.2.1", book.rule("stalemate").orElseThrow().article());
        assertTrue(book.rules().stream().allMatch(entry -> entry.layer().equals("l1")));
    }

    @Test
    void aBookWithoutCastlingHasAGeneratorWithoutCastling() {
        RuleBook book = new RuleBookComposer(List.of(new LegalityLayer())).compose("l1", List.of("castling"));
        assertFalse(book.has("castling"));
        assertEquals(new MoveRules(false, true, true), ((BitboardLegality) book.legality()).rules());
    }
}
