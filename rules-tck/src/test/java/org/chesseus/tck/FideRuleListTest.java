package org.chesseus.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import java.util.ServiceLoader;
import org.chesseus.api.rules.FideRule;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;
import org.junit.jupiter.api.Test;

/**
 * The kernel's list of the FIDE book's rules ({@link FideRule}) is the book the layers compose
 * under profile {@code fide}: the same ids in the same order, each with its article and layer
 * (the Chess960 setup aside, which the {@code chess960} overlay adds).
 */
class FideRuleListTest {

    @Test
    void theListIsTheComposedFideBook() {
        RuleBook book = new RuleBookComposer(ServiceLoader.load(RuleLayer.class).stream()
                .map(ServiceLoader.Provider::get).toList()).compose("fide");
        List<String> composed = book.rules().stream()
                .map(entry -> entry.id() + " | " + entry.article() + " | " + entry.layer()).toList();
        List<String> listed = Arrays.stream(FideRule.values()).filter(rule -> rule != FideRule.CHESS960_SETUP)
                .map(rule -> rule.id() + " | " + rule.article() + " | " + rule.layer()).toList();
        assertEquals(listed, composed);
    }
}
