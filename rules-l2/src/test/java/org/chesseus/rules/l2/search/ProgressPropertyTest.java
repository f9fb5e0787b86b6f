package org.chesseus.rules.l2.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.chesseus.api.Move;
import org.chesseus.api.Position;
import org.chesseus.api.SearchBoard;
import org.chesseus.rules.l2.proof.RandomPositions;

/**
 * The helpmate search's move order ({@link Progress}) against oracles of its own: the sorted row
 * is what the JDK's stable sort makes of the ranked row by cost and precedence (so equal moves
 * keep the generation order, and the move {@link Progress#rank} names first is the sorted row's
 * first); every capture and pawn move of the mater is rewarded (the class contract); and among
 * the mater's rewarded captures a bigger man taken, read from the board square by square, is
 * never tried after a smaller one (queen, rook, bishop, knight, pawn).
 */
class ProgressPropertyTest {
    private static final int[] VALUE = {1, 3, 3, 5, 9, 0};

    @Property(tries = 300)
    void theOrderOfAFewPiecePositionHolds(@ForAll("fewPieces") String fen) {
        assertOrder(Chess.fen(fen));
    }

    @Property(tries = 200)
    void theOrderOfAGamePositionHolds(@ForAll("games") Position position) {
        assertOrder(position);
    }

    private static void assertOrder(Position position) {
        SearchBoard board = Chess.LEGALITY.board(position);
        for (int mater = 0; mater < 2; mater++) {
            int[] ranked = new int[SearchState.ROW];
            int count = board.legalMoves(ranked, 0);
            int[] ordered = Arrays.copyOf(ranked, ranked.length);
            Progress progress = new Progress();
            int first = progress.rank(board, mater, ranked, 0, count);
            progress.order(board, mater, ordered, 0, count);

            List<Integer> stable = IntStream.of(Arrays.copyOf(ranked, count)).boxed()
                    .sorted(Comparator.comparingInt(entry -> entry >>> 16)).toList();
            int[] expected = stable.stream().mapToInt(Integer::intValue).toArray();
            int asked = mater;
            assertArrayEquals(expected, Arrays.copyOf(ordered, count),
                    () -> "the sorted row is not the stable sort of the ranked row in " + position + ", mater " + asked);
            if (count > 0) {
                assertEquals(expected[0], ranked[first], () -> "the first move named is not the sorted row's first in " + position);
            }
            if (board.sideToMove() == mater) {
                assertMaterOrder(board, position, Arrays.copyOf(ordered, count));
            }
        }
    }

    private static void assertMaterOrder(SearchBoard board, Position position, int[] ordered) {
        int lastValue = Integer.MAX_VALUE;
        for (int entry : ordered) {
            int move = entry & 0xFFFF;
            boolean capture = (Move.flags(move) & Move.CAPTURE) != 0;
            boolean pawn = board.pieceOn(Move.fromIndex(move)) % 6 == 0;
            if (capture || pawn) {
                assertEquals(Progress.REWARD, Progress.cost(entry),
                        () -> Move.ofPacked(move) + " of the mater is not rewarded in " + position);
            }
            if (capture && Progress.cost(entry) == Progress.REWARD) {
                int victim = board.pieceOn(Move.toIndex(move));
                int value = victim < 0 ? VALUE[0] : VALUE[victim % 6];
                int before = lastValue;
                assertTrue(value <= before,
                        () -> Move.ofPacked(move) + " takes more than a capture tried before it in " + position);
                lastValue = value;
            }
        }
    }

    @Provide
    Arbitrary<String> fewPieces() {
        return RandomPositions.any();
    }

    /** The position after a random game of up to 160 half-moves from the start (stopping where it ends). */
    @Provide
    Arbitrary<Position> games() {
        return Combinators.combine(Arbitraries.longs(), Arbitraries.integers().between(0, 160))
                .as(HelpmateLinePropertyTest::randomGame);
    }
}
