package org.chesseus.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * The layer order as ARCHITECTURE.md rule 2 states it, for the modules its table plans
 * ({@code l2}, {@code l3}, {@code fide.online}, {@code uscf}, {@code chess960}) before they exist,
 * so that the ArchUnit rule holds the day they appear.
 */
class RuleLayerOrderTest {
    private static final String API = "org.chesseus.api";
    private static final String L1 = "org.chesseus.rules.l1";
    private static final String L2 = "org.chesseus.rules.l2";
    private static final String L3 = "org.chesseus.rules.l3";
    private static final String FIDE_ONLINE = "org.chesseus.rules.fide.online";
    private static final String USCF = "org.chesseus.rules.uscf";
    private static final String CHESS960 = "org.chesseus.rules.chess960";

    @Test
    void everyLayerMayDependOnTheKernelAndItself() {
        for (String layer : new String[] {L1, L2, L3, FIDE_ONLINE, USCF, CHESS960}) {
            assertTrue(RuleLayerOrder.mayDependOn(layer, API), layer);
            assertTrue(RuleLayerOrder.mayDependOn(layer, layer), layer);
        }
    }

    @Test
    void coreLayersDependOnlyDownwards() {
        assertTrue(RuleLayerOrder.mayDependOn(L2, L1));
        assertTrue(RuleLayerOrder.mayDependOn(L3, L2));
        assertTrue(RuleLayerOrder.mayDependOn(L3, L1));
        assertFalse(RuleLayerOrder.mayDependOn(L1, L2));
        assertFalse(RuleLayerOrder.mayDependOn(L2, L3));
        assertFalse(RuleLayerOrder.mayDependOn(L3, USCF));
    }

    @Test
    void overlaysDependOnCoreLayersButNeverOnEachOther() {
        assertTrue(RuleLayerOrder.mayDependOn(USCF, L3));
        assertTrue(RuleLayerOrder.mayDependOn(CHESS960, L1));
        assertTrue(RuleLayerOrder.mayDependOn(FIDE_ONLINE, L2));
        assertFalse(RuleLayerOrder.mayDependOn(USCF, FIDE_ONLINE));
        assertFalse(RuleLayerOrder.mayDependOn(CHESS960, USCF));
        assertFalse(RuleLayerOrder.mayDependOn(FIDE_ONLINE, CHESS960));
    }

    @Test
    void noLayerDependsOnSearchDriversOrALibrary() {
        assertFalse(RuleLayerOrder.mayDependOn(L1, "org.chesseus.search"));
        assertFalse(RuleLayerOrder.mayDependOn(USCF, "org.chesseus.launcher"));
        assertFalse(RuleLayerOrder.mayDependOn(L3, "com.google.common.collect"));
    }

    @Test
    void coreRanksFollowTheLayerNumber() {
        assertEquals(OptionalInt.of(1), RuleLayerOrder.coreRank(L1));
        assertEquals(OptionalInt.of(3), RuleLayerOrder.coreRank(L3));
        assertEquals(OptionalInt.empty(), RuleLayerOrder.coreRank(FIDE_ONLINE));
        assertEquals(OptionalInt.empty(), RuleLayerOrder.coreRank(API));
    }
}
