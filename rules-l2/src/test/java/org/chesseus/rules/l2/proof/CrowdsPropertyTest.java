package org.chesseus.rules.l2.proof;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.chesseus.api.Move;
import org.chesseus.api.SearchBoard;

/**
 * {@link Crowds} against l1's legality: the board is a moment of every line the fixpoint covers, so
 * on it every crowd's members stand in its region, every square its bishops are said to attack at
 * every moment is attacked, and no legal move steps from one square of a region to another but a
 * member's or a capture by the other side. Positions are mutated from ones with crowds.
 */
class CrowdsPropertyTest {
    static final List<String> SEEDS = RandomPositions.resourceLines("/proof/crowd-seeds.txt");

    @Provide
    Arbitrary<String> mutated() {
        return RandomPositions.mutated(SEEDS);
    }

    @Property(tries = 1500)
    void theBoardKeepsEveryCrowdFactTheFixpointFinds(@ForAll("mutated") String fen) {
        SearchBoard board = Boards.of(fen);
        Reachability r = new BlockadeProof().analysis;
        r.load(board);
        r.mater = -1;
        r.stalemateCut.enable(true);
        r.frozen = 0;
        r.shielded = 0;
        r.saturate(-1);
        Crowds crowds = r.shuttles.crowds;
        Statistics.collect(crowds.count() > 0 ? "crowds" : "none");
        int[] moves = new int[256];
        int count = board.legalMoves(moves, 0);
        for (int k = 0; k < crowds.count(); k++) {
            long region = crowds.region(k);
            int c = crowds.color(k);
            for (long slots = crowds.members(k); slots != 0; slots &= slots - 1) {
                int square = r.square[Long.numberOfTrailingZeros(slots)];
                assertNotEquals(0L, region >>> square & 1, () -> "a member outside its region in " + fen);
            }
            long attacked = crowds.attacks(r, c);
            for (long squares = attacked; squares != 0; squares &= squares - 1) {
                int x = Long.numberOfTrailingZeros(squares);
                assertNotEquals(0L, board.attackersTo(x, c), () -> "square " + x + " said attacked in " + fen);
            }
            for (int n = 0; n < count; n++) {
                Move move = Move.ofPacked(moves[n]);
                int from = move.from().ordinal();
                int to = move.to().ordinal();
                int i = r.slotAt[from];
                boolean within = (region >>> from & 1) != 0 && (region >>> to & 1) != 0;
                boolean member = (crowds.members(k) >>> i & 1) != 0;
                boolean capture = board.pieceOn(to) != SearchBoard.EMPTY && r.color[i] != c;
                if (within && !member && !capture) {
                    assertEquals(-1, n, () -> move + " steps within a crowd's region in " + fen);
                }
            }
        }
    }
}
