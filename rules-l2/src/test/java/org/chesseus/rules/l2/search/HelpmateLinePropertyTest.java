package org.chesseus.rules.l2.search;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.chesseus.api.Color;
import org.chesseus.api.Move;
import org.chesseus.api.Position;
import org.chesseus.api.SearchBoard;
import org.chesseus.api.mate.MateAnswer;
import org.chesseus.api.mate.MateBudget;
import org.chesseus.api.mate.MateVerdict;

/**
 * On positions of random games, every helpmate line the question gives is one a person can follow
 * (FIDE 9.2.3, 9.6.2): it plays out to the mate, repeats no position, and, counting the clock,
 * mates before the 75-move rule ends the game; and a loop put in front of a mating line is cut.
 */
class HelpmateLinePropertyTest {
    private static final HelpmateQuestion QUESTION = new HelpmateQuestion(Chess.LEGALITY);

    @Property(tries = 80)
    void aYesLinePlaysOutToMateRepeatsNoPositionAndMatesInTime(@ForAll("games") Position game,
            @ForAll Color mater, @ForAll boolean clockAware, @ForAll("clocks") int clock) {
        Position position = clockAware ? game.toBuilder().halfmoveClock(clock).build() : game;
        MateAnswer answer = QUESTION.canMate(position, mater, new MateBudget(20_000, 300, clockAware));
        Statistics.label("a yes").collect(answer.verdict() == MateVerdict.YES);
        if (answer.verdict() != MateVerdict.YES) {
            return;
        }
        assertTrue(Chess.matesBy(position, answer.line(), mater), () -> "line " + answer.line() + " from " + position);
        HelpmateLineTest.assertNoPositionRepeats(position, answer.line());
        if (clockAware) {
            assertMatesInTime(position, answer.line());
        }
    }

    @Property(tries = 60)
    void aLoopInFrontOfAMatingLineIsCut(@ForAll("games") Position position, @ForAll Color mater) {
        MateAnswer answer = QUESTION.canMate(position, mater, new MateBudget(20_000, 300, false));
        Optional<List<Move>> loop = outAndBack(position);
        Statistics.label("a yes and a loop").collect(answer.verdict() == MateVerdict.YES && loop.isPresent());
        if (answer.verdict() != MateVerdict.YES || loop.isEmpty()) {
            return;
        }
        List<Move> found = new ArrayList<>(loop.get());
        found.addAll(answer.line());
        MateAnswer tidied = HelpmateLine.tidy(MateAnswer.yes(mater, found, 0), position, Chess.LEGALITY, false);
        assertTrue(Chess.matesBy(position, tidied.line(), mater), () -> "line " + tidied.line());
        assertTrue(tidied.line().size() <= answer.line().size(), () -> tidied.line() + " longer than " + answer.line());
        HelpmateLineTest.assertNoPositionRepeats(position, tidied.line());
    }

    /** No position before the mate has a half-move clock of 150 (9.6.2: the game would be over). */
    private static void assertMatesInTime(Position position, List<Move> line) {
        Position at = position;
        for (int i = 0; i < line.size(); i++) {
            int ply = i;
            int clock = at.halfmoveClock();
            assertTrue(i == 0 || clock < 150, () -> "clock " + clock + " at ply " + ply + " of " + line);
            at = Chess.LEGALITY.play(at, line.get(i));
        }
    }

    /**
     * Four quiet moves of pieces (no pawn) that lead back to the same position: each side moves a
     * piece out and back, the castling rights unchanged.
     */
    private static Optional<List<Move>> outAndBack(Position position) {
        SearchBoard board = Chess.LEGALITY.board(position);
        long root = board.key();
        for (int first : quietPieceMoves(board)) {
            board.make(first);
            for (int second : quietPieceMoves(board)) {
                board.make(second);
                int[] back = {reverse(first), reverse(second)};
                if (legal(board, back[0])) {
                    board.make(back[0]);
                    if (legal(board, back[1])) {
                        board.make(back[1]);
                        boolean same = board.key() == root;
                        board.unmake(back[1]);
                        if (same) {
                            return Optional.of(List.of(Move.ofPacked(first), Move.ofPacked(second),
                                    Move.ofPacked(back[0]), Move.ofPacked(back[1])));
                        }
                    }
                    board.unmake(back[0]);
                }
                board.unmake(second);
            }
            board.unmake(first);
        }
        return Optional.empty();
    }

    private static List<Integer> quietPieceMoves(SearchBoard board) {
        int[] moves = new int[256];
        int count = board.legalMoves(moves, 0);
        List<Integer> quiet = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            boolean pawn = board.pieceOn(Move.fromIndex(moves[i])) % 6 == 0;
            if (Move.flags(moves[i]) == Move.QUIET && !pawn) {
                quiet.add(moves[i]);
            }
        }
        return quiet;
    }

    private static int reverse(int move) {
        return Move.pack(Move.toIndex(move), Move.fromIndex(move), Move.QUIET);
    }

    private static boolean legal(SearchBoard board, int move) {
        int[] moves = new int[256];
        int count = board.legalMoves(moves, 0);
        for (int i = 0; i < count; i++) {
            if (moves[i] == move) {
                return true;
            }
        }
        return false;
    }

    /** Half-move clocks, many of them late (a line must mate within what is left before 150). */
    @Provide
    Arbitrary<Integer> clocks() {
        return Arbitraries.oneOf(Arbitraries.integers().between(0, 149), Arbitraries.integers().between(120, 149));
    }

    /** The position after a random game of up to 160 half-moves from the start (stopping where it ends). */
    @Provide
    Arbitrary<Position> games() {
        return Combinators.combine(Arbitraries.longs(), Arbitraries.integers().between(0, 160))
                .as(HelpmateLinePropertyTest::randomGame);
    }

    /** The position after {@code plies} random legal moves from the start (or where the game ends). */
    static Position randomGame(long seed, int plies) {
        Random random = new Random(seed);
        Position at = Position.start();
        for (int i = 0; i < plies; i++) {
            List<Move> moves = Chess.LEGALITY.legalMoves(at);
            if (moves.isEmpty()) {
                return at;
            }
            at = Chess.LEGALITY.play(at, moves.get(random.nextInt(moves.size())));
        }
        return at;
    }
}
