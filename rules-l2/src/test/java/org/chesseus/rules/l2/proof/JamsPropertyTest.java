package org.chesseus.rules.l2.proof;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.chesseus.api.Move;
import org.chesseus.api.SearchBoard;

/**
 * {@link Jams} against l1's legality: along random legal lines from the board (captures and pawn
 * moves preferred, so that jams get broken open), a piece the fixpoint keeps stuck never moves,
 * and as long as it is on the board every piece of its jam stands on its square and it attacks
 * nothing outside its attack reach. The fixpoint is
 * asked about no side in particular, so its facts hold for every line. Positions are mutated
 * from ones with jams.
 */
class JamsPropertyTest {
    static final List<String> SEEDS = RandomPositions.resourceLines("/proof/jam-seeds.txt");
    private static final int LINES = 12;
    private static final int PLIES = 60;

    @Provide
    Arbitrary<String> mutated() {
        return RandomPositions.mutated(SEEDS);
    }

    @Property(tries = 400)
    void aStuckPieceNeverMovesAndItsJamStandsAroundItWhileItIsOnTheBoard(@ForAll("mutated") String fen,
            @ForAll long seed) {
        SearchBoard board = Boards.of(fen);
        Reachability r = new BlockadeProof().analysis;
        r.load(board);
        r.mater = -1;
        r.stalemateCut.enable(true);
        r.frozen = 0;
        r.shielded = 0;
        r.saturate(-1);
        long stuck = r.jams.stuck;
        Statistics.label("jams").collect(stuck != 0 ? "stuck pieces" : "none");
        if (stuck == 0) {
            return;
        }
        Random random = new Random(seed);
        boolean captured = false;
        for (int line = 0; line < LINES; line++) {
            captured |= walk(board.copy(), r, stuck, random, fen);
        }
        Statistics.label("lines").collect(captured ? "a stuck piece captured" : "no stuck piece captured");
    }

    /** Plays one random line; whether a stuck piece was captured in it. */
    private static boolean walk(SearchBoard board, Reachability r, long stuck, Random random, String fen) {
        long alive = stuck;
        int[] moves = new int[256];
        int[] original = new int[64];
        for (int square = 0; square < 64; square++) {
            original[square] = board.pieceOn(square);
        }
        for (int ply = 0; ply < PLIES; ply++) {
            int count = board.legalMoves(moves, 0);
            if (count == 0) {
                break;
            }
            int move = RandomPositions.irreversibleLeaning(board, moves, count, random);
            int from = Move.fromIndex(move);
            int to = Move.toIndex(move);
            for (long slots = alive; slots != 0; slots &= slots - 1) {
                int x = r.square[Long.numberOfTrailingZeros(slots)];
                assertNotEquals(x, from, () -> "the stuck piece on " + x + " moved (" + Move.ofPacked(move) + ") in a line from " + fen);
                if (to == x) {
                    alive &= ~(1L << r.slotAt[x]);
                }
            }
            board.make(move);
            for (long slots = alive; slots != 0; slots &= slots - 1) {
                int i = Long.numberOfTrailingZeros(slots);
                long attacks = board.attacks(r.type[i], r.color[i], r.square[i], board.occupied());
                assertEquals(0L, attacks & ~r.attackReach(i), () -> "the stuck piece on " + r.square[i]
                        + " attacks more than its attack reach, in a line from " + fen);
                for (long walls = r.jams.walls(i); walls != 0; walls &= walls - 1) {
                    int w = Long.numberOfTrailingZeros(walls);
                    assertEquals(original[w], board.pieceOn(w), () -> "square " + w + " of the jam of the stuck piece on "
                            + r.square[i] + " changed while it lived, in a line from " + fen);
                }
            }
        }
        return alive != stuck;
    }
}
