package org.chesseus.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.ServiceLoader;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.chesseus.api.Position;
import org.chesseus.api.game.AgreementRule;
import org.chesseus.api.game.ClaimPenaltyRule;
import org.chesseus.api.game.ClaimRule;
import org.chesseus.api.game.ClockRule;
import org.chesseus.api.game.DrawOfferRule;
import org.chesseus.api.game.FlagRule;
import org.chesseus.api.game.ForfeitRule;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.IllegalMoveRule;
import org.chesseus.api.game.PositionRule;
import org.chesseus.api.game.ResignationRule;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleEntry;
import org.chesseus.api.rules.RuleLayer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The conformance kit every rule layer's tests extend (as Trino's connectors extend one base
 * test): a subclass names its layer and the scenarios it promises; the kit checks the contract of
 * {@link RuleLayer} — a valid id, found by {@link ServiceLoader}, written for a supported API
 * version, composed with its requirements, a side-effect-free and repeatable contribution, every
 * rule citing an article in one sentence, every replacement keeping the kind of rule the game asks
 * for — plays random games under the book, and plays out each {@link Scenario}.
 */
public abstract class RuleLayerConformance {
    /** The kinds of rule the game looks up by type: a replacement must keep the kind it replaces. */
    private static final List<Class<?>> KINDS = List.of(PositionRule.class, ClaimRule.class, DrawOfferRule.class,
            AgreementRule.class, ResignationRule.class, FlagRule.class, IllegalMoveRule.class, ForfeitRule.class,
            ClaimPenaltyRule.class, ClockRule.class);

    /** The layer under test. */
    protected abstract RuleLayer layer();

    /** The profile its book is composed from; by default the layer's id. */
    protected String profile() {
        return layer().id();
    }

    /** The scenarios the layer promises; none by default. */
    protected List<Scenario> scenarios() {
        return List.of();
    }

    /** The layers a book is composed from: those found on the class path. */
    protected List<RuleLayer> layers() {
        return ServiceLoader.load(RuleLayer.class).stream().map(ServiceLoader.Provider::get).collect(Collectors.toList());
    }

    /** The book of {@link #profile()}. */
    protected final RuleBook book() {
        return new RuleBookComposer(layers()).compose(profile());
    }

    @Test
    void theIdIsLowerCaseWordsJoinedByHyphens() {
        assertTrue(layer().id().matches("[a-z0-9]+(-[a-z0-9]+)*"), layer().id());
        assertFalse(layer().title().isBlank(), "a layer has a title for listings");
    }

    @Test
    void theLayerIsFoundByTheServiceLoader() {
        List<String> found = layers().stream().map(RuleLayer::id).toList();
        assertTrue(found.contains(layer().id()), "META-INF/services or module-info does not provide '" + layer().id()
                + "'; layers found: " + found);
    }

    @Test
    void theLayerWasWrittenForAnApiVersionThisKernelRuns() {
        assertTrue(layer().apiVersion() >= 1 && layer().apiVersion() <= RuleLayer.API_VERSION,
                "written for version " + layer().apiVersion() + "; the kernel runs 1 to " + RuleLayer.API_VERSION);
    }

    @Test
    void theBookIsComposedWithTheLayerAppliedAfterItsRequirements() {
        RuleBook book = book();
        assertTrue(book.layers().contains(layer().id()), book.layers().toString());
        for (String required : layer().requires()) {
            assertTrue(book.layers().indexOf(required) < book.layers().indexOf(layer().id()), book.layers().toString());
        }
    }

    @Test
    void composingTwiceGivesTheSameBook() {
        assertEquals(describe(book()), describe(book()), "contribute must have no effect but on the builder");
    }

    @Test
    void everyRuleOfTheLayerCitesAnArticleInOneSentence() {
        for (RuleEntry entry : book().rules()) {
            if (entry.layer().equals(layer().id())) {
                assertFalse(entry.article().isBlank(), entry.id() + " cites no article");
                String summary = entry.rule().summary();
                assertTrue(summary.endsWith(".") && !summary.contains("\n"), entry.id() + ": one sentence, please: " + summary);
            }
        }
    }

    @Test
    void aReplacementKeepsTheKindOfRuleItReplaces() {
        RuleBook book = book();
        for (RuleEntry entry : book.rules()) {
            book.replaced(entry.id()).ifPresent(old -> {
                for (Class<?> kind : KINDS) {
                    boolean automaticClaim = kind == ClaimRule.class && entry.rule() instanceof PositionRule;
                    assertTrue(!kind.isInstance(old.rule()) || kind.isInstance(entry.rule()) || automaticClaim,
                            entry.id() + " replaces a " + kind.getSimpleName() + " with a rule that is not one;"
                                    + " the game would no longer find it");
                }
            });
        }
    }

    @Test
    void randomGamesRunUnderTheBookToTheirEndOrTwoHundredPlies() {
        RuleBook book = book();
        Random random = new Random(6);
        for (int round = 0; round < 20; round++) {
            Game game = Game.start(book, Position.start());
            for (int ply = 0; ply < 200 && !game.isOver(); ply++) {
                List<org.chesseus.api.Move> moves = book.legality().legalMoves(game.ruling().position());
                game.play(moves.get(random.nextInt(moves.size())));
            }
            game.outcome().ifPresent(outcome -> assertTrue(book.has(outcome.rule()),
                    "the game ended by rule '" + outcome.rule() + "', which is not in the book"));
        }
    }

    @TestFactory
    Stream<DynamicTest> theScenariosTheLayerPromises() {
        RuleBook book = book();
        List<DynamicTest> tests = new ArrayList<>();
        for (Scenario scenario : scenarios()) {
            tests.add(DynamicTest.dynamicTest(scenario.name(), () -> {
                String code = ScenarioRun.play(book, scenario);
                assertEquals(scenario.code(), code, scenario.toString());
            }));
        }
        return tests.stream();
    }

    private static List<String> describe(RuleBook book) {
        return book.rules().stream().map(entry -> entry.layer() + ":" + entry.id() + ":" + entry.article()).toList();
    }
}
