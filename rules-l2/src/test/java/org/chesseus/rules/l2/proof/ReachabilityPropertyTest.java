package org.chesseus.rules.l2.proof;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.chesseus.api.Move;
import org.chesseus.api.SearchBoard;

/**
 * The reachability fixpoint against l1's legality, along random legal lines from the board
 * (captures and pawn moves preferred): every move lands inside the moving piece's reach set, and
 * every piece captured was counted capturable. Asked about no side in particular, the fixpoint's
 * facts hold for every line that stalemates no one (the stalemate cut leaves out a king move after
 * which the other side is stalemated; such a move ends the line and is not checked); asked about
 * one mater, for the lines that may still end in its mate: a move that checkmates the mater, or
 * captures its vital piece, ends the line unchecked too. Positions are walls of rams and
 * mutations of the seeds of the other proof properties.
 */
class ReachabilityPropertyTest {
    private static final int LINES = 8;
    private static final int PLIES = 60;

    @Provide
    Arbitrary<String> positions() {
        List<String> seeds = new ArrayList<>();
        seeds.addAll(JamsPropertyTest.SEEDS);
        seeds.addAll(CrowdsPropertyTest.SEEDS);
        seeds.addAll(CounterMatesPropertyTest.SEEDS);
        seeds.addAll(RandomPositions.resourceLines("/proof/narrow-seeds.txt"));
        return Arbitraries.oneOf(RandomPositions.mutated(seeds), RandomPositions.walled(), RandomPositions.breachedWalls());
    }

    @Property(tries = 600)
    void everyMoveOfARandomLineStaysInsideTheReachSets(@ForAll("positions") String fen, @ForAll long seed,
            @ForAll @IntRange(min = -1, max = 1) int mater) {
        SearchBoard board = Boards.of(fen);
        Reachability r = new BlockadeProof().analysis;
        r.load(board);
        r.mater = mater;
        r.stalemateCut.enable(true);
        r.frozen = 0;
        r.shielded = 0;
        r.saturate(-1);
        Random random = new Random(seed);
        for (int line = 0; line < LINES; line++) {
            walk(board.copy(), r, random, fen);
        }
    }

    private static void walk(SearchBoard board, Reachability r, Random random, String fen) {
        int[] slotAt = new int[64];
        Arrays.fill(slotAt, -1);
        for (int i = 0; i < r.count; i++) {
            slotAt[r.square[i]] = i;
        }
        int[] moves = new int[256];
        for (int ply = 0; ply < PLIES; ply++) {
            int count = board.legalMoves(moves, 0);
            if (count == 0) {
                return;
            }
            int move = RandomPositions.irreversibleLeaning(board, moves, count, random);
            int flags = Move.flags(move);
            if (flags == Move.CASTLING) {
                return;
            }
            int from = Move.fromIndex(move);
            int to = Move.toIndex(move);
            int captured = flags == Move.EN_PASSANT ? to + (board.sideToMove() == 0 ? -8 : 8) : to;
            board.make(move);
            boolean over = board.countLegalMoves() == 0;
            boolean materMated = over && board.inCheck() && board.sideToMove() == r.mater;
            if (over && !board.inCheck() || materMated) {
                return;
            }
            int i = slotAt[from];
            assertTrue((r.reach[i] >>> to & 1) != 0, () -> Move.ofPacked(move) + " leaves the reach set of the piece from "
                    + r.square[i] + " in a line from " + fen);
            int j = slotAt[captured];
            if ((flags & Move.CAPTURE) != 0 && j >= 0 && (r.vital >>> j & 1) != 0) {
                return;
            }
            if ((flags & Move.CAPTURE) != 0) {
                assertNotEquals(-1, j);
                assertTrue((r.capturable >>> j & 1) != 0, () -> Move.ofPacked(move) + " captures the piece from "
                        + r.square[j] + ", not counted capturable, in a line from " + fen);
                slotAt[captured] = -1;
            }
            slotAt[from] = -1;
            slotAt[to] = i;
        }
    }
}
