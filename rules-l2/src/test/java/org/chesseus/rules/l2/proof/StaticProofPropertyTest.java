package org.chesseus.rules.l2.proof;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.chesseus.api.SearchBoard;

/**
 * The proofs against brute force on random small positions: where a proof says a side can never
 * mate, an exhaustive helpmate search (every legal move of both sides, l1's legality) finds no mate
 * by that side within a fixed number of plies. Also: the quick proof proves nothing the full one
 * does not, and neither changes the board.
 */
class StaticProofPropertyTest {
    private static final int PLIES = 5;
    private static final int SPACE_CAP = 20_000;

    @Provide
    Arbitrary<String> anySmall() {
        return RandomPositions.any();
    }

    @Provide
    Arbitrary<String> rammed() {
        return RandomPositions.rammed();
    }

    @Property(tries = 300)
    void noHelpmateWhereTheProofSaysNoneOnRandomPositions(@ForAll("anySmall") String fen) {
        assertNoHelpmateWhereProven(fen, PLIES - 1);
    }

    @Property(tries = 300)
    void noHelpmateWhereTheProofSaysNoneOnPawnRams(@ForAll("rammed") String fen) {
        assertNoHelpmateWhereProven(fen, PLIES);
    }

    @Provide
    Arbitrary<String> caged() {
        return RandomPositions.cagedKings();
    }

    @Property(tries = 400)
    void noHelpmateWhereTheProofSaysNoneAroundCagedKings(@ForAll("caged") String fen) {
        assertNoHelpmateWhereProven(fen, PLIES);
    }

    @Provide
    Arbitrary<String> nearCounterMates() {
        return RandomPositions.mutated(CounterMatesPropertyTest.SEEDS);
    }

    @Property(tries = 150)
    void noHelpmateWhereTheProofSaysNoneNearWalledInMaters(@ForAll("nearCounterMates") String fen) {
        assertNoHelpmateWhereProven(fen, PLIES - 1);
    }

    @Provide
    Arbitrary<String> nearCrowds() {
        return RandomPositions.mutated(CrowdsPropertyTest.SEEDS);
    }

    @Property(tries = 150)
    void noHelpmateWhereTheProofSaysNoneNearCrowds(@ForAll("nearCrowds") String fen) {
        assertNoHelpmateWhereProven(fen, PLIES - 1);
    }

    @Property(tries = 150)
    void noReachableMateWhereTheProofSaysNoneNearCrowds(@ForAll("nearCrowds") String fen) {
        assertNoReachableMateWhereProven(fen);
    }

    @Provide
    Arbitrary<String> nearJams() {
        return RandomPositions.mutated(JamsPropertyTest.SEEDS);
    }

    @Property(tries = 150)
    void noHelpmateWhereTheProofSaysNoneNearJams(@ForAll("nearJams") String fen) {
        assertNoHelpmateWhereProven(fen, PLIES - 1);
    }

    @Property(tries = 150)
    void noReachableMateWhereTheProofSaysNoneNearJams(@ForAll("nearJams") String fen) {
        assertNoReachableMateWhereProven(fen);
    }

    @Provide
    Arbitrary<String> nearNarrowLines() {
        return RandomPositions.mutated(RandomPositions.resourceLines("/proof/narrow-seeds.txt"));
    }

    @Property(tries = 200)
    void noHelpmateWhereTheProofSaysNoneNearNarrowLines(@ForAll("nearNarrowLines") String fen) {
        assertNoHelpmateWhereProven(fen, PLIES);
    }

    @Property(tries = 150)
    void noReachableMateWhereTheProofSaysNoneNearNarrowLines(@ForAll("nearNarrowLines") String fen) {
        assertNoReachableMateWhereProven(fen);
    }

    @Provide
    Arbitrary<String> narrow() {
        return RandomPositions.narrow();
    }

    @Property(tries = 300)
    void noHelpmateWhereTheProofSaysNoneWhereTheSideToMoveHasOneOrTwoMoves(@ForAll("narrow") String fen) {
        assertNoHelpmateWhereProven(fen, PLIES);
    }

    @Provide
    Arbitrary<String> walled() {
        return RandomPositions.walled();
    }

    @Property(tries = 200)
    void noReachableMateWhereTheProofSaysNoneBehindPawnWalls(@ForAll("walled") String fen) {
        assertNoReachableMateWhereProven(fen);
    }

    private static void assertNoReachableMateWhereProven(String fen) {
        SearchBoard board = Boards.of(fen);
        for (int side = 0; side < 2; side++) {
            Proof proof = StaticProof.cannotMate(board, side);
            if (proof.proven()) {
                ReachableSpace.Outcome outcome = ReachableSpace.explore(board, side, SPACE_CAP);
                Statistics.collect(outcome);
                int mater = side;
                assertTrue(outcome != ReachableSpace.Outcome.MATE, () -> proof + " for "
                        + (mater == 0 ? "White" : "Black") + " in " + fen + " but a reachable position is its mate");
            }
        }
    }

    @Property(tries = 500)
    void theQuickProofProvesNothingTheFullProofDoesNotAndNeitherTouchesTheBoard(@ForAll("rammed") String fen) {
        SearchBoard board = Boards.of(fen);
        long key = board.key();
        for (int side = 0; side < 2; side++) {
            Proof quick = StaticProof.quickBlockade(board, side);
            Proof full = StaticProof.cannotMate(board, side);
            assertTrue(!quick.proven() || full.proven(), () -> "quick proof alone in " + fen);
        }
        assertEquals(key, board.key(), () -> "the board changed: " + fen);
    }

    private static void assertNoHelpmateWhereProven(String fen, int plies) {
        SearchBoard board = Boards.of(fen);
        for (int side = 0; side < 2; side++) {
            Proof proof = StaticProof.cannotMate(board, side);
            Statistics.collect(proof);
            if (proof.proven()) {
                Optional<List<String>> mate = HelpmateSearch.find(board, side, plies);
                int mater = side;
                assertTrue(mate.isEmpty(), () -> proof + " for " + (mater == 0 ? "White" : "Black") + " in " + fen
                        + " but this line mates: " + mate.orElseThrow());
            }
        }
    }
}
