package org.chesseus.rules.l2.search;

import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.chesseus.api.Move;
import org.chesseus.api.Position;
import org.chesseus.api.SearchBoard;
import org.chesseus.rules.l2.proof.RandomPositions;

/**
 * {@link CheckingMoves} lets through every move that gives check (FIDE 3.9), checked against the
 * board itself (the move made, the check read): on random few-piece positions, where sliders and
 * discovered checks abound, and on positions of random games from the start. A check it missed
 * would be a mate the helpmate search's last move of a budget never tries.
 */
class CheckingMovesPropertyTest {
    @Property(tries = 400)
    void everyCheckingMoveOfAFewPiecePositionIsLetThrough(@ForAll("fewPieces") String fen) {
        assertEveryCheckLetThrough(Chess.fen(fen));
    }

    @Property(tries = 200)
    void everyCheckingMoveOfAGamePositionIsLetThrough(@ForAll("games") Position position) {
        assertEveryCheckLetThrough(position);
    }

    private static void assertEveryCheckLetThrough(Position position) {
        SearchBoard board = Chess.LEGALITY.board(position);
        CheckingMoves checking = new CheckingMoves();
        checking.prepare(board, board.sideToMove());
        int[] moves = new int[256];
        int count = board.legalMoves(moves, 0);
        int checks = 0;
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            board.make(move);
            boolean check = board.inCheck();
            board.unmake(move);
            checks += check ? 1 : 0;
            assertTrue(!check || checking.mayGiveCheck(move),
                    () -> Move.ofPacked(move) + " gives check in " + position + " but was not let through");
        }
        Statistics.label("a checking move").collect(checks > 0);
    }

    @Provide
    Arbitrary<String> fewPieces() {
        return RandomPositions.any();
    }

    /** The position after a random game of up to 120 half-moves from the start (stopping where it ends). */
    @Provide
    Arbitrary<Position> games() {
        return Combinators.combine(Arbitraries.longs(), Arbitraries.integers().between(0, 120))
                .as(HelpmateLinePropertyTest::randomGame);
    }
}
