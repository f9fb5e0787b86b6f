package org.chesseus.rules.l3;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleEntry;
import org.junit.jupiter.api.Test;

/**
 * Layer {@code l3} is found as a service, brings in {@code l2} and {@code l1}, and the profile
 * {@code fide} holds its rules with their articles (the listing of {@code chesseus rules}).
 */
class ArbiterLayerTest {

    @Test
    void profileFideComposesLayersL1L2L3() {
        RuleBook book = Games.book("fide");
        assertEquals(List.of("l1", "l2", "l3"), book.layers());
        assertEquals(List.of("l1", "l2", "l3"), Games.book("l3").layers(), "l3 brings in what it requires");
    }

    @Test
    void profileFideListsEveryL3RuleWithItsArticle() {
        Map<String, String> articles = new LinkedHashMap<>();
        for (RuleEntry entry : Games.book("fide").rules()) {
            if (entry.layer().equals("l3")) {
                articles.put(entry.id(), entry.article());
            }
        }
        Map<String, String> expected = new LinkedHashMap<>();
        expected.put("threefold", "FIDE 9.2");
        expected.put("fifty-moves", "FIDE 9.3");
        expected.put("draw-offer", "FIDE 9.1");
        expected.put("agreement", "FIDE 5.2.3");
        expected.put("resignation", "FIDE 5.1.2");
        expected.put("flag-fall", "FIDE 6.9");
        expected.put("illegal-move", "FIDE 7.5.5");
        expected.put("forfeit", "Chesseus forfeit (as FIDE 6.9)");
        expected.put("claim-penalty", "FIDE 9.5.3");
        expected.put("clock", "FIDE 6.1-6.3");
        assertEquals(expected, articles);
    }
}
