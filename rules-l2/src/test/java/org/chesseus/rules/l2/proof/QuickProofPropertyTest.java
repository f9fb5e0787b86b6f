package org.chesseus.rules.l2.proof;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.chesseus.api.SearchBoard;

/**
 * The quick proof's short cuts prove exactly what its analysis proves: the memo answers as a fresh
 * analysis would, a free pawn of the mater's (its gate) and a promotion of the mater's (the early
 * stop of the saturation) each stand only where the whole analysis finds a mate possible.
 */
class QuickProofPropertyTest {

    @Provide
    Arbitrary<String> walls() {
        return RandomPositions.breachedWalls();
    }

    @Provide
    Arbitrary<String> rammed() {
        return RandomPositions.rammed();
    }

    @Provide
    Arbitrary<List<String>> manyWalls() {
        return RandomPositions.breachedWalls().list().ofMinSize(20).ofMaxSize(40);
    }

    @Property(tries = 100)
    void theMemoAnswersAsAFreshAnalysisWould(@ForAll("manyWalls") List<String> fens) {
        // Asked twice in turn, so the second round's answers come from the memo where it kept them.
        for (int round = 0; round < 2; round++) {
            for (String fen : fens) {
                SearchBoard board = Boards.of(fen);
                for (int side = 0; side < 2; side++) {
                    assertEquals(StaticProof.quickAnalysis(board, side), StaticProof.quickBlockade(board, side), fen);
                }
            }
        }
    }

    @Property(tries = 400)
    void aFreePawnOfTheMatersLeavesTheAnalysisNothingToProve(@ForAll("walls") String fen) {
        assertGatesAgreeWithTheWholeAnalysis(fen);
    }

    @Property(tries = 400)
    void aFreePawnOfTheMatersLeavesTheAnalysisNothingToProveNearRams(@ForAll("rammed") String fen) {
        assertGatesAgreeWithTheWholeAnalysis(fen);
    }

    private static void assertGatesAgreeWithTheWholeAnalysis(String fen) {
        SearchBoard board = Boards.of(fen);
        BlockadeProof work = new BlockadeProof();
        Reachability r = work.analysis;
        for (int mater = 0; mater < 2; mater++) {
            r.load(board);
            r.stalemateCut.enable(true);
            r.frozen = 0;
            r.shielded = 0;
            r.saturate(-1);
            assertFalse(r.stopped, fen);
            boolean possible = work.net.possible(mater);
            if (StaticProof.hasFreePawn(board, mater)) {
                assertTrue(possible, () -> "free pawn, yet the analysis proves: " + fen);
            }
            r.load(board);
            r.saturate(mater);
            Statistics.collect(StaticProof.hasFreePawn(board, mater) ? "free pawn" : "no free pawn",
                    r.stopped ? "stopped" : "saturated", possible ? "possible" : "proven");
            if (r.stopped) {
                assertTrue(possible, () -> "stopped at a promotion, yet the analysis proves: " + fen);
            }
        }
    }
}
