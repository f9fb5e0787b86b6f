package org.chesseus.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;
import org.chesseus.tools.cases.Case;
import org.chesseus.tools.cases.CaseRuling;
import org.chesseus.tools.cases.Casebook;
import org.chesseus.tools.compare.Comparison;
import org.chesseus.tools.compare.Verdict;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The casebook is an oracle written by hand from the rule texts: every case judged under every
 * shipped book must give the casebook's ruling (code, score code and article; the game going on; the
 * event or a move refused), and every profile Chesseus ships is either a book of the casebook or
 * left out by name.
 */
class CasebookTest {
    private static final RuleBookComposer COMPOSER = new RuleBookComposer(
            ServiceLoader.load(RuleLayer.class).stream().map(ServiceLoader.Provider::get).toList());
    private static final Casebook CASEBOOK = Casebook.shipped();

    @TestFactory
    Stream<DynamicTest> everyCaseUnderEveryBookGivesTheCasebooksRuling() {
        Comparison comparison = new Comparison(COMPOSER);
        List<DynamicTest> tests = new ArrayList<>();
        for (Case one : CASEBOOK.cases()) {
            for (String book : CASEBOOK.books()) {
                CaseRuling expected = one.ruling(book).orElseThrow();
                tests.add(DynamicTest.dynamicTest(one.id() + " under " + book + ": " + expected.written(), () -> {
                    Verdict verdict = comparison.judge(book, one.scenario());
                    assertTrue(expected.agreesWith(verdict), () -> one.id() + " under " + book + ": the casebook says "
                            + expected.written() + ", the book rules " + seen(verdict) + " — " + verdict.explanation());
                    if (expected.kind() == CaseRuling.Kind.ILLEGAL) {
                        assertEquals(one.steps().get(one.steps().size() - 1), verdict.error().get().move().orElse(""),
                                "the move refused must be the case's last step");
                    }
                }));
            }
        }
        return tests.stream();
    }

    @Test
    void theCasebookHoldsAtLeastSixtyCasesAndEveryOneRulesForEveryBook() {
        assertTrue(CASEBOOK.cases().size() >= 60, CASEBOOK.cases().size() + " cases");
        for (Case one : CASEBOOK.cases()) {
            assertEquals(CASEBOOK.books(), List.copyOf(one.rulings().keySet()), one.id());
            assertTrue(!one.texts().isEmpty(), one.id() + " cites no text");
        }
    }

    @Test
    void everyShippedProfileIsABookOfTheCasebookOrLeftOutByName() {
        TreeSet<String> profiles = new TreeSet<>(COMPOSER.layers().keySet());
        profiles.addAll(RuleBookComposer.ALIASES.keySet());
        TreeSet<String> covered = new TreeSet<>(CASEBOOK.books());
        covered.addAll(CASEBOOK.notBooks());
        assertEquals(profiles, covered, "a profile was added or removed: give it a ruling in every case of the casebook"
                + " (tools/src/main/resources/org/chesseus/tools/cases/casebook.txt) or name it under not-books");
    }

    private static String seen(Verdict verdict) {
        if (verdict.error().isPresent()) {
            return "error (" + verdict.error().get().kind().word() + ")";
        }
        return verdict.code().map(code -> code.code() + verdict.scoreCode().map(scored -> "/" + scored.code()).orElse("")
                + " " + verdict.article().orElse("")).orElse(verdict.explanation().contains(" is refused: ") ? "refused" : "-");
    }
}
