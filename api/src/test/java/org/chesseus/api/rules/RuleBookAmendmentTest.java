package org.chesseus.api.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Proxy;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import org.chesseus.api.Color;
import org.chesseus.api.Legality;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.ResignationRule;
import org.chesseus.api.game.ResultCode;
import org.junit.jupiter.api.Test;

/**
 * The kit's side of the builder (API version 2): a layer reads the rule it is about to replace and
 * decorates it; a replacement keeps the id and the kind of the rule it replaces; a book holds one
 * rule of each single kind. Each refusal is checked for the layer and the rules it names.
 */
class RuleBookAmendmentTest {
    private final Legality legality = (Legality) Proxy.newProxyInstance(Legality.class.getClassLoader(),
            new Class<?>[] {Legality.class}, (proxy, method, args) -> {
                throw new AssertionError("a composition test plays no moves");
            });

    /** A resignation rule of the FIDE book's shape, named by its article. */
    private static ResignationRule resignation(String article) {
        return new ResignationRule() {
            @Override
            public String id() {
                return ID;
            }

            @Override
            public String article() {
                return article;
            }

            @Override
            public String summary() {
                return "the resigning player loses";
            }

            @Override
            public Ending resign(GameState state, Color resigning) {
                return new Ending(ResultCode.win(resigning.opposite(), ResultCode.Win.RESIGNATION), "resigned");
            }
        };
    }

    private RuleBookComposer composer(RuleLayer overlay) {
        FakeLayer base = new FakeLayer("l1", Set.of(), Set.of(), book -> {
            book.add(Rule.of("moves", "FIDE 3", "pieces move"));
            book.add(resignation("FIDE 5.1.2"));
            book.legality(ids -> legality);
        });
        return new RuleBookComposer(List.of(base, overlay));
    }

    @Test
    void aLayerReadsTheRuleItIsAboutToReplaceAndDecoratesIt() {
        AtomicReference<Rule> seen = new AtomicReference<>();
        FakeLayer overlay = new FakeLayer("club", Set.of("l1"), Set.of(), book -> {
            seen.set(book.rule("resignation"));
            book.replace("resignation", before -> resignation(before.article() + " as the club reads it"));
        });
        RuleBook book = composer(overlay).compose("club");
        assertEquals("FIDE 5.1.2", seen.get().article());
        RuleEntry entry = book.rule("resignation").orElseThrow();
        assertEquals("FIDE 5.1.2 as the club reads it", entry.article());
        assertEquals("club", entry.layer());
        assertEquals("FIDE 5.1.2", book.replaced("resignation").orElseThrow().article());
        assertEquals(List.of("moves", "resignation"), book.rules().stream().map(RuleEntry::id).toList(),
                "the replacement keeps the rule's place");
    }

    @Test
    void readingARuleTheBookDoesNotHoldNamesTheLayerAndTheRules() {
        FakeLayer overlay = new FakeLayer("club", Set.of("l1"), Set.of(), book -> book.rule("forty-moves"));
        ProfileException refused = assertThrows(ProfileException.class, () -> composer(overlay).compose("club"));
        assertEquals("layer 'club' reads rule 'forty-moves', which is not in the book (rules: moves, resignation)",
                refused.getMessage());
    }

    @Test
    void aReplacementWithAnotherIdIsRefusedInsteadOfRenamingTheRule() {
        FakeLayer overlay = new FakeLayer("club", Set.of("l1"), Set.of(),
                book -> book.replace("moves", Rule.of("club-moves", "Club 1", "pieces move")));
        ProfileException refused = assertThrows(ProfileException.class, () -> composer(overlay).compose("club"));
        assertEquals("layer 'club' replaces rule 'moves' (FIDE 3, layer 'l1') with a rule whose id is 'club-moves';"
                + " a replacement keeps the id (remove 'moves' and add 'club-moves' instead)", refused.getMessage());
    }

    @Test
    void aReplacementThatDropsTheKindOfTheRuleItReplacesIsRefused() {
        FakeLayer overlay = new FakeLayer("club", Set.of("l1"), Set.of(),
                book -> book.replace("resignation", Rule.of("resignation", "Club 5", "a label only")));
        ProfileException refused = assertThrows(ProfileException.class, () -> composer(overlay).compose("club"));
        assertTrue(refused.getMessage().startsWith("layer 'club' replaces rule 'resignation' (FIDE 5.1.2, layer 'l1')"
                + " with a rule that is not a resignation rule"), refused.getMessage());
    }

    @Test
    void anAmendmentIntoNothingIsRefused() {
        FakeLayer overlay = new FakeLayer("club", Set.of("l1"), Set.of(), book -> book.replace("moves", before -> null));
        ProfileException refused = assertThrows(ProfileException.class, () -> composer(overlay).compose("club"));
        assertEquals("layer 'club' amends rule 'moves' into nothing; remove it instead", refused.getMessage());
    }

    @Test
    void aSecondRuleOfASingleKindIsRefusedWhenTheBookIsBuiltNamingBothLayers() {
        FakeLayer overlay = new FakeLayer("club", Set.of("l1"), Set.of(),
                book -> book.add(new ResignationRule() {
                    @Override
                    public String id() {
                        return "club-resignation";
                    }

                    @Override
                    public String article() {
                        return "Club 5";
                    }

                    @Override
                    public String summary() {
                        return "a second resignation rule";
                    }

                    @Override
                    public Ending resign(GameState state, Color resigning) {
                        return new Ending(ResultCode.win(resigning.opposite(), ResultCode.Win.RESIGNATION), "resigned");
                    }
                }));
        ProfileException refused = assertThrows(ProfileException.class, () -> composer(overlay).compose("club"));
        assertEquals("profile 'club' holds two resignation rules: 'resignation' of layer 'l1' and 'club-resignation'"
                + " of layer 'club'; a layer replaces the rule it amends instead of adding a second", refused.getMessage());
    }

    @Test
    void aLabelNamesTheClassCarryingItsBehaviourAndARuleItsOwnClass() {
        Rule label = Rule.of("moves", "FIDE 3", "pieces move", Set.of(), Legality.class);
        assertSame(Legality.class, label.implementation());
        assertSame(Rule.Named.class, Rule.of("moves", "FIDE 3", "pieces move").implementation());
        ResignationRule rule = resignation("FIDE 5.1.2");
        assertSame(rule.getClass(), rule.implementation());
    }

    @Test
    void theBooksServicesAreMadeInOrderAndSeeTheOnesBefore() {
        FakeLayer overlay = new FakeLayer("club", Set.of("l1"), Set.of(), book -> {
            book.provide(String.class, composed -> "first");
            book.provide(StringBuilder.class, composed -> new StringBuilder(composed.service(String.class).orElseThrow()));
        });
        RuleBook book = composer(overlay).compose("club");
        assertEquals("first", book.service(StringBuilder.class).orElseThrow().toString());
    }
}
