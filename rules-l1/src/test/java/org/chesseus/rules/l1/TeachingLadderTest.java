package org.chesseus.rules.l1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.chesseus.api.FenReader;
import org.chesseus.api.Legality;
import org.chesseus.api.rules.ProfileException;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleEntry;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/**
 * FideLite's historical ladder as teaching profiles — {@code core} (no castling, one-step pawns,
 * automatic queening), {@code core+underpromotion}, {@code core+underpromotion+double-step}, then
 * {@code l1} (castling) — each rung's perft compared with {@link ReferenceMoves}, a generator
 * written for this test alone.
 */
class TeachingLadderTest {
    private static final RuleBookComposer COMPOSER = new RuleBookComposer(
            List.of(new LegalityLayer(), new CoreLayer(), new UnderPromotionLayer(), new DoubleStepLayer()));

    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    private static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    private static final String PROMOTIONS = "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1";
    private static final String EN_PASSANT = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
    private static final String CASTLING_ROOKS = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

    @Test
    void eachRungAddsItsRuleToTheOneBelow() {
        assertEquals(List.of("moves", "checkmate", "stalemate"), ids("core"));
        assertEquals(List.of("moves", "checkmate", "stalemate", "under-promotion"), ids("core+underpromotion"));
        assertEquals(List.of("moves", "checkmate", "stalemate", "under-promotion", "double-step"),
                ids("core+underpromotion+double-step"));
        assertEquals(new MoveRules(false, false, false), rules("core"));
        assertEquals(new MoveRules(false, false, true), rules("core+underpromotion"));
        assertEquals(new MoveRules(false, true, true), rules("core+underpromotion+double-step"));
        assertEquals(MoveRules.FIDE, rules("l1"));
    }

    @Test
    void aRungCannotShareABookWithL1() {
        ProfileException refused = assertThrows(ProfileException.class, () -> COMPOSER.compose("l1+underpromotion"));
        assertTrue(refused.getMessage().contains("'l1'") && refused.getMessage().contains("cannot be combined"),
                refused.getMessage());
    }

    @ParameterizedTest(name = "{0} at depth {2}: {1}")
    @CsvSource(delimiter = ';', value = {
        "core; START; 4", "core; KIWIPETE; 3", "core; PROMOTIONS; 3", "core; EN_PASSANT; 4", "core; CASTLING_ROOKS; 3",
        "core+underpromotion; PROMOTIONS; 3", "core+underpromotion; KIWIPETE; 3", "core+underpromotion; START; 4",
        "core+underpromotion+double-step; START; 4", "core+underpromotion+double-step; EN_PASSANT; 4",
        "core+underpromotion+double-step; KIWIPETE; 3", "core+underpromotion+double-step; PROMOTIONS; 3",
        "l1; KIWIPETE; 3", "l1; CASTLING_ROOKS; 3", "l1; START; 4"
    })
    void perftOfEachRungMatchesTheReferenceGenerator(String profile, String position, int depth) {
        String fen = fen(position);
        Legality legality = COMPOSER.compose(profile).legality();
        MoveRules rules = ((BitboardLegality) legality).rules();
        ReferenceMoves reference = new ReferenceMoves(rules.castling(), rules.doubleStep(), rules.underPromotion());
        long expected = reference.perft(ReferenceMoves.parse(fen), depth);
        assertEquals(expected, legality.perft(FenReader.standard(legality).read(fen), depth), profile + " " + fen);
    }

    @Test
    void theReferenceGeneratorAgreesWithPublishedCountsUnderFideRules() {
        ReferenceMoves fide = new ReferenceMoves(true, true, true);
        assertEquals(197_281, fide.perft(ReferenceMoves.parse(START), 4), "start position, depth 4");
        assertEquals(97_862, fide.perft(ReferenceMoves.parse(KIWIPETE), 3), "Kiwipete, depth 3");
        assertEquals(9_483, fide.perft(ReferenceMoves.parse(PROMOTIONS), 3), "promotions, depth 3");
        assertEquals(43_238, fide.perft(ReferenceMoves.parse(EN_PASSANT), 4), "en passant, depth 4");
    }

    private static String fen(String name) {
        switch (name) {
            case "START": return START;
            case "KIWIPETE": return KIWIPETE;
            case "PROMOTIONS": return PROMOTIONS;
            case "EN_PASSANT": return EN_PASSANT;
            default: return CASTLING_ROOKS;
        }
    }

    private static List<String> ids(String profile) {
        RuleBook book = COMPOSER.compose(profile);
        return book.rules().stream().map(RuleEntry::id).toList();
    }

    private static MoveRules rules(String profile) {
        return ((BitboardLegality) COMPOSER.compose(profile).legality()).rules();
    }
}
