package org.chesseus.rules.fide.online;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleEntry;
import org.junit.jupiter.api.Test;

/**
 * Overlay {@code fide-online} is found as a service, brings in the FIDE book and amends exactly
 * the articles the Online Regulations change, keeping every other rule of {@code fide}.
 */
class OnlineLayerTest {

    @Test
    void profileFideOnlineStandsOnTheFideBook() {
        assertEquals(List.of("l1", "l2", "l3", "fide-online"), Games.book("fide-online").layers());
        assertEquals(List.of("l1", "l2", "l3", "fide-online"), Games.book("fide+fide-online").layers());
    }

    @Test
    void theOverlayReplacesThreefoldFiftyAndResignationAndDropsTheClaimPenalty() {
        Map<String, String> amended = new LinkedHashMap<>();
        for (RuleEntry entry : Games.book("fide-online").rules()) {
            if (entry.layer().equals("fide-online")) {
                amended.put(entry.id(), entry.article());
            }
        }
        Map<String, String> expected = new LinkedHashMap<>();
        expected.put("threefold", "FIDE Online 5.4.1");
        expected.put("fifty-moves", "FIDE Online 5.4.4");
        expected.put("resignation", "FIDE Online 5.2");
        assertEquals(expected, amended);
        assertFalse(Games.book("fide-online").rules().stream().anyMatch(entry -> entry.id().equals("claim-penalty")),
                "no claim online, so no penalty for an incorrect one");
    }

    @Test
    void everyOtherRuleOfFideIsKeptUnchanged() {
        RuleBook fide = Games.book("fide");
        RuleBook online = Games.book("fide-online");
        List<String> kept = online.rules().stream().filter(entry -> !entry.layer().equals("fide-online"))
                .map(entry -> entry.id() + " " + entry.article() + " " + entry.layer()).toList();
        List<String> fromFide = fide.rules().stream()
                .filter(entry -> !List.of("threefold", "fifty-moves", "resignation", "claim-penalty").contains(entry.id()))
                .map(entry -> entry.id() + " " + entry.article() + " " + entry.layer()).toList();
        assertEquals(fromFide, kept);
    }
}
