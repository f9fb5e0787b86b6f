package org.chesseus.rules.l2.proof;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.chesseus.api.Move;
import org.chesseus.api.SearchBoard;

/**
 * {@link CounterMates} against l1's legality: wherever it says a move of the defender to a square
 * would checkmate the mater, and that move is legal on the board, playing it checkmates the mater.
 * Checked at the fixpoint, whose facts hold for the board and every position a line that ends in a
 * mate by the mater passes, on positions mutated from ones where the rule applies (a piece
 * removed, added or moved; either side to move).
 */
class CounterMatesPropertyTest {
    /** Positions where the rule applies at the fixpoint, from {@code proof/counter-mate-seeds.txt}. */
    static final List<String> SEEDS = RandomPositions.resourceLines("/proof/counter-mate-seeds.txt").stream()
            .map(line -> line.substring(2)).toList();

    @Provide
    Arbitrary<String> mutated() {
        return RandomPositions.mutated(SEEDS);
    }

    @Property(tries = 3000)
    void aMoveSaidToMateTheMaterMatesItOnTheBoard(@ForAll("mutated") String fen) {
        SearchBoard board = Boards.of(fen);
        int defender = board.sideToMove();
        int mater = defender ^ 1;
        Reachability r = new BlockadeProof().analysis;
        r.load(board);
        r.mater = mater;
        r.stalemateCut.enable(true);
        r.frozen = 0;
        r.shielded = 0;
        r.saturate(-1);
        int[] moves = new int[256];
        int count = board.legalMoves(moves, 0);
        String verdict = "no claim";
        for (int n = 0; n < count; n++) {
            Move move = Move.ofPacked(moves[n]);
            int i = r.slotAt[move.from().ordinal()];
            if (!r.counterMates.applies(i) || !r.counterMates.mates(i, move.to().ordinal())) {
                continue;
            }
            SearchBoard after = board.copy();
            after.make(moves[n]);
            boolean mated = after.inCheck() && after.countLegalMoves() == 0;
            verdict = "claim checked";
            assertTrue(mated, () -> move + " said to mate in " + fen);
        }
        Statistics.collect(verdict);
    }
}
