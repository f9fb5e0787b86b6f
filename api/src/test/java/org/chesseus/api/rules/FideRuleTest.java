package org.chesseus.api.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;
import org.chesseus.api.game.AgreementRule;
import org.chesseus.api.game.ClaimPenaltyRule;
import org.chesseus.api.game.ClaimRule;
import org.chesseus.api.game.ClockRule;
import org.chesseus.api.game.DrawOfferRule;
import org.chesseus.api.game.FlagRule;
import org.chesseus.api.game.ForfeitRule;
import org.chesseus.api.game.IllegalMoveRule;
import org.chesseus.api.game.RepetitionIdentity;
import org.chesseus.api.game.ResignationRule;
import org.junit.jupiter.api.Test;

/**
 * The exported list of the FIDE book's rule ids agrees with the ids the kernel's rule interfaces
 * have always named (plugins written for API version 1 use those), and every id is a valid,
 * distinct rule id. That the list matches the composed book is checked where the layers are
 * (rules-tck's FideRuleListTest).
 */
class FideRuleTest {

    @Test
    void theListAgreesWithTheIdsTheKindsOfRuleName() {
        assertEquals(ClaimRule.THREEFOLD, FideRule.THREEFOLD.id());
        assertEquals(ClaimRule.FIFTY_MOVES, FideRule.FIFTY_MOVES.id());
        assertEquals(ResignationRule.ID, FideRule.RESIGNATION.id());
        assertEquals(FlagRule.ID, FideRule.FLAG_FALL.id());
        assertEquals(ClockRule.ID, FideRule.CLOCK.id());
        assertEquals(RepetitionIdentity.ID, FideRule.REPETITION.id());
        assertEquals(DrawOfferRule.ID, FideRule.DRAW_OFFER.id());
        assertEquals(AgreementRule.ID, FideRule.AGREEMENT.id());
        assertEquals(ClaimPenaltyRule.ID, FideRule.CLAIM_PENALTY.id());
        assertEquals(IllegalMoveRule.ID, FideRule.ILLEGAL_MOVE.id());
        assertEquals(ForfeitRule.ID, FideRule.FORFEIT.id());
    }

    @Test
    void everyIdIsValidAndDistinct() {
        Set<String> ids = Arrays.stream(FideRule.values()).map(FideRule::id).collect(Collectors.toSet());
        assertEquals(FideRule.values().length, ids.size());
        for (FideRule rule : FideRule.values()) {
            RuleIds.requireValid(rule.id(), "rule");
            assertTrue(rule.article().startsWith("FIDE") || rule.article().startsWith("Chesseus"), rule.article());
        }
    }
}
