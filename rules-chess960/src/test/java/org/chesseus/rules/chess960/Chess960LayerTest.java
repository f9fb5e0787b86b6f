package org.chesseus.rules.chess960;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleEntry;
import org.junit.jupiter.api.Test;

/**
 * Overlay {@code chess960} joins any book from {@code l1} up and changes none of its rules: it only
 * adds the setup (FIDE Guidelines II.1: after the setup the game is played as standard chess).
 */
class Chess960LayerTest {

    @Test
    void theTeachingFormL1PlusChess960StandsOnL1() {
        assertEquals(List.of("l1", "chess960"), Books.book("l1+chess960").layers());
    }

    @Test
    void chess960AloneIsTheFullFideBookAChess960PlayerNeeds() {
        RuleBook chess960 = Books.book("chess960");
        assertEquals(List.of("l1", "l2", "l3", "chess960"), chess960.layers());
        assertEquals(describe(Books.book("fide+chess960")), describe(chess960));
        assertEquals("chess960", chess960.profile());
    }

    @Test
    void chess960JoinsOtherBooksAsTheLayer() {
        assertEquals(List.of("l1", "l2", "chess960"), Books.book("l2+chess960").layers());
    }

    @Test
    void fidePlusChess960KeepsEveryRuleOfFideAndAddsTheSetup() {
        RuleBook fide = Books.book("fide");
        RuleBook chess960 = Books.book("fide+chess960");
        assertEquals(List.of("l1", "l2", "l3", "chess960"), chess960.layers());
        List<String> added = chess960.rules().stream().filter(entry -> entry.layer().equals("chess960"))
                .map(RuleEntry::id).toList();
        assertEquals(List.of("chess960-setup"), added);
        assertEquals(describe(fide), describe(chess960).subList(0, fide.rules().size()));
        assertEquals(fide.rules().size() + 1, chess960.rules().size());
    }

    private static List<String> describe(RuleBook book) {
        return book.rules().stream().map(entry -> entry.id() + "|" + entry.article() + "|" + entry.layer()).toList();
    }
}
