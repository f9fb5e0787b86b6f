package org.chesseus.rules.l2.search;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.chesseus.api.Color;
import org.chesseus.api.FenException;
import org.chesseus.api.Position;
import org.chesseus.api.SearchBoard;
import org.chesseus.api.mate.MateAnswer;
import org.chesseus.api.mate.MateBudget;
import org.chesseus.api.mate.MateVerdict;

/**
 * On random legal positions of at most six men, the answers agree with a brute-force oracle: where
 * the question says a side cannot mate, trying every legal line of {@link #PLIES} half-moves finds
 * no mate by that side; where it says yes, its line plays out to that side's mate.
 */
class HelpmatePropertyTest {
    private static final int PLIES = 5;
    private static final String MEN = "PNBRQpnbrq";
    private static final HelpmateQuestion QUESTION = new HelpmateQuestion(Chess.LEGALITY);
    private static final MateBudget BUDGET = new MateBudget(20_000, 300, false);
    private static final MateBudget CLOCK_BUDGET = new MateBudget(20_000, 300, true);

    @Property(tries = 150)
    void onFewMenANoIsNeverContradictedByAShortMateAndAYesPlaysOutToMate(@ForAll("positions") Position position,
            @ForAll Color mater) {
        assertAgreesWithBruteForce(position, mater);
    }

    @Property(tries = 100)
    void behindLockedPawnsANoIsNeverContradictedByAShortMateAndAYesPlaysOutToMate(
            @ForAll("lockedPawns") Position position, @ForAll Color mater) {
        assertAgreesWithBruteForce(position, mater);
    }

    @Property(tries = 100)
    void nearTheSeventyFiveMoveRuleAClockAwareNoIsNeverContradictedByAMateInTime(
            @ForAll("positions") Position position, @ForAll Color mater, @ForAll("lateClocks") int clock) {
        Position late = position.toBuilder().halfmoveClock(clock).build();
        assertAgreesWithBruteForce(late, mater, CLOCK_BUDGET);
    }

    @Provide
    Arbitrary<Integer> lateClocks() {
        return Arbitraries.integers().between(144, 149);
    }

    private static void assertAgreesWithBruteForce(Position position, Color mater) {
        assertAgreesWithBruteForce(position, mater, BUDGET);
    }

    private static void assertAgreesWithBruteForce(Position position, Color mater, MateBudget budget) {
        MateAnswer answer = QUESTION.canMate(position, mater, budget);
        if (answer.verdict() == MateVerdict.YES) {
            assertTrue(Chess.matesBy(position, answer.line(), mater), () -> "line " + answer.line());
        } else if (answer.isNo()) {
            SearchBoard board = Chess.LEGALITY.board(position);
            boolean mate = mateWithin(board, mater.ordinal(), budget.clockAware(), PLIES, new int[(PLIES + 1) * 256], 0);
            assertFalse(mate, () -> "a " + answer.reason() + " no, yet a mate within " + PLIES + " half-moves");
        }
    }

    /**
     * Brute force: some line of at most {@code plies} half-moves ends in a mate by {@code mater};
     * counting the clock, no line goes on once the half-move clock has reached 150 (FIDE 9.6.2).
     */
    private static boolean mateWithin(SearchBoard board, int mater, boolean clock, int plies, int[] moves, int ply) {
        int base = ply * 256;
        int end = board.legalMoves(moves, base);
        if (end == base) {
            return board.inCheck() && board.sideToMove() != mater;
        }
        if (plies == 0 || clock && board.halfmoveClock() >= 150) {
            return false;
        }
        for (int i = base; i < end; i++) {
            board.make(moves[i]);
            boolean mate = mateWithin(board, mater, clock, plies - 1, moves, ply + 1);
            board.unmake(moves[i]);
            if (mate) {
                return true;
            }
        }
        return false;
    }

    @Provide
    Arbitrary<Position> positions() {
        Arbitrary<List<Character>> men = Arbitraries.of(MEN.chars().mapToObj(c -> (char) c).toList()).list().ofMaxSize(4);
        Arbitrary<List<Integer>> squares = Arbitraries.integers().between(0, 63).list().uniqueElements().ofSize(6);
        return Combinators.combine(men, squares, Arbitraries.of('w', 'b')).as(HelpmatePropertyTest::position)
                .filter(Optional::isPresent).map(Optional::get);
    }

    /**
     * Kings and one or two pairs of pawns locked head to head (a White pawn on ranks 2–6 with a
     * Black pawn just above it), and perhaps one more man: positions the closure search proves.
     */
    @Provide
    Arbitrary<Position> lockedPawns() {
        Arbitrary<List<Integer>> pawns = Arbitraries.integers().between(8, 47).list().uniqueElements().ofMinSize(1).ofMaxSize(2);
        Arbitrary<List<Integer>> kings = Arbitraries.integers().between(0, 63).list().uniqueElements().ofSize(3);
        Arbitrary<List<Character>> extra = Arbitraries.of(MEN.chars().mapToObj(c -> (char) c).toList()).list().ofMaxSize(1);
        return Combinators.combine(pawns, kings, extra, Arbitraries.of('w', 'b')).as(HelpmatePropertyTest::locked)
                .filter(Optional::isPresent).map(Optional::get);
    }

    private static Optional<Position> locked(List<Integer> whitePawns, List<Integer> others, List<Character> extra,
            char side) {
        List<Character> men = new java.util.ArrayList<>();
        List<Integer> squares = new java.util.ArrayList<>(others.subList(0, 2));
        for (int pawn : whitePawns) {
            men.add('P');
            men.add('p');
            squares.add(pawn);
            squares.add(pawn + 8);
        }
        if (!extra.isEmpty()) {
            men.add(extra.get(0));
            squares.add(others.get(2));
        }
        return squares.stream().distinct().count() == squares.size() ? position(men, squares, side) : Optional.empty();
    }

    /** The position with kings on the first two squares and the men on the next ones, if it is legal. */
    private static Optional<Position> position(List<Character> men, List<Integer> squares, char side) {
        char[] board = new char[64];
        board[squares.get(0)] = 'K';
        board[squares.get(1)] = 'k';
        for (int i = 0; i < men.size(); i++) {
            board[squares.get(i + 2)] = men.get(i);
        }
        StringBuilder fen = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                char man = board[rank * 8 + file];
                if (man == 0) {
                    empty++;
                    continue;
                }
                fen.append(empty == 0 ? "" : String.valueOf(empty)).append(man);
                empty = 0;
            }
            fen.append(empty == 0 ? "" : String.valueOf(empty)).append(rank == 0 ? "" : "/");
        }
        try {
            return Optional.of(Chess.fen(fen + " " + side + " - - 0 1"));
        } catch (FenException refused) {
            return Optional.empty();
        }
    }
}
