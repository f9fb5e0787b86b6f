package org.chesseus.api.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Proxy;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import org.chesseus.api.Legality;
import org.junit.jupiter.api.Test;

/**
 * Composing rule books from layers: requirements brought in first, aliases, overlays replacing and
 * removing rules, {@code --without}; and every error names the offender and the choices.
 */
class RuleBookComposerTest {
    private final AtomicReference<Set<String>> legalityRules = new AtomicReference<>();
    private final Legality legality = (Legality) Proxy.newProxyInstance(Legality.class.getClassLoader(),
            new Class<?>[] {Legality.class}, (proxy, method, args) -> {
                throw new AssertionError("a composition test plays no moves");
            });

    private FakeLayer base() {
        return new FakeLayer("l1", Set.of(), Set.of(), book -> {
            book.add(Rule.of("moves", "FIDE 3", "pieces move"));
            book.add(Rule.of("castling", "FIDE 3.8.2", "king and rook castle"));
            book.legality(ids -> {
                legalityRules.set(Set.copyOf(ids));
                return legality;
            });
        });
    }

    private RuleBookComposer composer(RuleLayer... extra) {
        List<RuleLayer> layers = new java.util.ArrayList<>(List.of(base(), FakeLayer.adding("l2", "fivefold", "l1"),
                FakeLayer.adding("l3", "flag-fall", "l2")));
        layers.addAll(List.of(extra));
        return new RuleBookComposer(layers);
    }

    @Test
    void aLayerBringsInItsRequirementsFirst() {
        RuleBook book = composer().compose("l3");
        assertEquals(List.of("l1", "l2", "l3"), book.layers());
        assertEquals(List.of("moves", "castling", "fivefold", "flag-fall"), book.rules().stream().map(RuleEntry::id).toList());
        assertEquals("l2", book.rule("fivefold").orElseThrow().layer());
        assertSame(legality, book.legality());
        assertEquals(Set.of("moves", "castling", "fivefold", "flag-fall"), legalityRules.get());
    }

    @Test
    void fideIsTheAliasOfL1L2L3() {
        assertEquals(List.of("l1", "l2", "l3"), composer().expand("fide"));
        assertEquals("fide", composer().compose("fide").profile());
    }

    @Test
    void chess960AloneIsTheFullFideBookPlayedAsChess960() {
        RuleBookComposer composer = composer(FakeLayer.adding("chess960", "chess960-setup", "l1"));
        assertEquals(List.of("l1", "l2", "l3", "chess960"), composer.expand("chess960"));
        assertEquals(List.of("l1", "l2", "l3", "chess960"), composer.expand(" chess960 "));
        assertEquals("chess960", composer.compose("chess960").profile());
    }

    @Test
    void chess960WithinACompositionIsTheLayerSoTheTeachingFormStaysOnL1() {
        RuleBookComposer composer = composer(FakeLayer.adding("chess960", "chess960-setup", "l1"));
        assertEquals(List.of("l1", "chess960"), composer.expand("l1+chess960"));
        assertEquals(List.of("l1", "l2", "chess960"), composer.expand("l2+chess960"));
    }

    @Test
    void anOverlayReplacesAndRemovesNamedRulesKeepingTheirPlace() {
        FakeLayer overlay = new FakeLayer("online", Set.of("l3"), Set.of(), book -> {
            book.replace("fivefold", Rule.of("fivefold", "Online 5.4", "automatic draw"));
            book.remove("flag-fall");
        });
        RuleBook book = composer(overlay).compose("online");
        assertEquals(List.of("moves", "castling", "fivefold"), book.rules().stream().map(RuleEntry::id).toList());
        assertEquals("online", book.rule("fivefold").orElseThrow().layer());
        assertEquals("Online 5.4", book.rule("fivefold").orElseThrow().article());
        assertEquals("l2", book.replaced("fivefold").orElseThrow().layer());
        assertEquals("Test 1.l2", book.replaced("fivefold").orElseThrow().article());
        assertTrue(book.replaced("moves").isEmpty());
        assertEquals(List.of(new RemovedRule(new RuleEntry(book.removed().get(0).rule().rule(), "l3"), "online")), book.removed());
        assertEquals(List.of(), book.dropped(), "an overlay's removal is the federation's book, not a teaching drop");
    }

    @Test
    void withoutIsRecordedAsTheUsersDrop() {
        RuleBook book = composer().compose("l3", List.of("flag-fall"));
        assertEquals(List.of("flag-fall"), book.dropped());
        assertTrue(book.removed().get(0).byUser());
    }

    @Test
    void droppingARuleAnotherRuleNeedsIsRefusedNamingBoth() {
        FakeLayer needy = new FakeLayer("claims", Set.of("l2"), Set.of(),
                book -> book.add(Rule.of("threefold", "FIDE 9.2", "claim", Set.of("fivefold"))));
        ProfileException dropped = assertThrows(ProfileException.class,
                () -> composer(needy).compose("claims", List.of("fivefold")));
        assertEquals("rule 'threefold' (FIDE 9.2, layer 'claims') needs rule 'fivefold', but --without drops it;"
                + " drop 'threefold' too, or keep 'fivefold'", dropped.getMessage());
        assertEquals(List.of("moves", "castling"), composer(needy).compose("claims", List.of("fivefold", "threefold"))
                .rules().stream().map(RuleEntry::id).toList());
        FakeLayer remover = new FakeLayer("remover", Set.of("claims"), Set.of(), book -> book.remove("fivefold"));
        assertTrue(assertThrows(ProfileException.class, () -> composer(needy, remover).compose("remover"))
                .getMessage().contains("but layer 'remover' removes it"));
    }

    @Test
    void withoutRemovesRulesBeforeTheLegalityIsMade() {
        RuleBook book = composer().compose("l1", List.of("castling"));
        assertEquals(List.of("moves"), book.rules().stream().map(RuleEntry::id).toList());
        assertEquals(Set.of("moves"), legalityRules.get());
    }

    @Test
    void anUnknownIdIsNamedWithTheChoices() {
        ProfileException refusal = assertThrows(ProfileException.class, () -> composer().compose("l1+l9"));
        assertEquals("unknown layer or profile 'l9' in 'l1+l9'; layers found: l1, l2, l3; profiles: fide, l1, l2, l3",
                refusal.getMessage());
    }

    @Test
    void aMissingRequirementNamesTheLayerThatNeedsIt() {
        RuleBookComposer composer = new RuleBookComposer(List.of(FakeLayer.adding("uscf", "delay", "fide-base")));
        ProfileException refusal = assertThrows(ProfileException.class, () -> composer.compose("uscf"));
        assertTrue(refusal.getMessage().startsWith("layer 'uscf' requires layer 'fide-base', which was not found"),
                refusal.getMessage());
    }

    @Test
    void twoLayersWithOneIdAreRefusedNamingBoth() {
        ProfileException refusal = assertThrows(ProfileException.class,
                () -> new RuleBookComposer(List.of(base(), FakeLayer.adding("l1", "other"))));
        assertTrue(refusal.getMessage().startsWith("two layers claim the id 'l1': "), refusal.getMessage());
        assertTrue(refusal.getMessage().contains(FakeLayer.class.getName()), refusal.getMessage());
    }

    @Test
    void conflictingOverlaysCannotShareABook() {
        FakeLayer uscf = new FakeLayer("uscf", Set.of("l1"), Set.of("online"), book -> { });
        FakeLayer online = new FakeLayer("online", Set.of("l1"), Set.of(), book -> { });
        ProfileException refusal = assertThrows(ProfileException.class, () -> composer(uscf, online).compose("uscf+online"));
        assertEquals("layers 'uscf' and 'online' cannot be combined: they amend the same articles differently",
                refusal.getMessage());
    }

    @Test
    void withoutAnUnknownRuleListsTheBooksRules() {
        ProfileException refusal = assertThrows(ProfileException.class,
                () -> composer().compose("l2", List.of("seventy-five")));
        assertEquals("--without: no rule 'seventy-five' in this book; its rules are: moves, castling, fivefold",
                refusal.getMessage());
    }

    @Test
    void malformedProfilesAreRefused() {
        assertTrue(assertThrows(ProfileException.class, () -> composer().compose(" ")).getMessage()
                .startsWith("empty profile; layers found: l1, l2, l3"));
        assertTrue(assertThrows(ProfileException.class, () -> composer().compose("l1++l2")).getMessage()
                .startsWith("profile 'l1++l2' has an empty part"));
    }

    @Test
    void layersRequiringEachOtherInACircleAreRefused() {
        RuleBookComposer composer = new RuleBookComposer(List.of(FakeLayer.adding("a", "ra", "b"), FakeLayer.adding("b", "rb", "a")));
        assertEquals("layers require each other in a circle: a -> b -> a",
                assertThrows(ProfileException.class, () -> composer.compose("a")).getMessage());
    }

    @Test
    void aRuleAddedTwiceOrReplacedWithoutBeingThereIsRefusedNamingTheLayers() {
        FakeLayer again = FakeLayer.adding("again", "castling", "l1");
        assertEquals("layer 'again' adds rule 'castling', which layer 'l1' already put in the book; replace it instead",
                assertThrows(ProfileException.class, () -> composer(again).compose("again")).getMessage());
        FakeLayer replacer = new FakeLayer("replacer", Set.of("l1"), Set.of(),
                book -> book.replace("fifty", Rule.of("fifty", "X 1", "x")));
        assertEquals("layer 'replacer' replaces rule 'fifty', which is not in the book (rules: moves, castling)",
                assertThrows(ProfileException.class, () -> composer(replacer).compose("replacer")).getMessage());
    }

    @Test
    void aBookNeedsExactlyOneLayerProvidingLegality() {
        RuleBookComposer without = new RuleBookComposer(List.of(FakeLayer.adding("l2", "fivefold")));
        assertEquals("profile 'l2' has no layer providing legality (l1)",
                assertThrows(ProfileException.class, () -> without.compose("l2")).getMessage());
        FakeLayer second = new FakeLayer("second", Set.of("l1"), Set.of(), book -> book.legality(ids -> legality));
        assertEquals("layers 'l1' and 'second' both provide legality; a book has one",
                assertThrows(ProfileException.class, () -> composer(second).compose("second")).getMessage());
    }

    @Test
    void idsAreLowerCaseWordsJoinedByHyphens() {
        assertThrows(IllegalArgumentException.class, () -> Rule.of("Fifty Moves", "FIDE 9.3", "x"));
        assertThrows(IllegalArgumentException.class, () -> new RuleBookComposer(List.of(FakeLayer.adding("L1", "x"))));
        assertEquals("seventy-five", Rule.of("seventy-five", "FIDE 9.6.2", "x").id());
    }

    @Test
    void aLayerWrittenForALaterApiVersionIsRefusedNamingBothVersions() {
        RuleLayer future = new FakeLayer("future", Set.of(), Set.of(), book -> { });
        RuleLayer later = new RuleLayer() {
            @Override
            public String id() {
                return "later";
            }

            @Override
            public String title() {
                return "written for the next version";
            }

            @Override
            public int apiVersion() {
                return RuleLayer.API_VERSION + 1;
            }

            @Override
            public void contribute(RuleBookBuilder book) {
            }
        };
        ProfileException refused = assertThrows(ProfileException.class, () -> new RuleBookComposer(List.of(later)));
        assertTrue(refused.getMessage().startsWith("layer 'later' ("), refused.getMessage());
        assertTrue(refused.getMessage().contains("written for rules API version " + (RuleLayer.API_VERSION + 1)
                + "; this kernel implements version " + RuleLayer.API_VERSION), refused.getMessage());
        assertEquals(1, future.apiVersion(), "a layer that says nothing was written for version 1");
    }
}
