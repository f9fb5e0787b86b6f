package org.chesseus.rules.l1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.chesseus.api.Move;
import org.chesseus.api.Position;
import org.chesseus.api.SearchBoard;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The search's shortcuts on the board: {@link SearchBoard#legalCaptures} gives exactly the
 * captures and promotions among the perft-proven legal moves (all of them in check), at every node
 * of a three-ply tree; a null move gives the position with the other side to move, and taking it
 * back restores the board; {@link SearchBoard#legalMoves(int[], int, long, long)} writes exactly the
 * legal moves from or to the squares asked, in the order of the whole list (en passant also by the
 * square of the pawn it takes, castling as a king's move), at every node of a three-ply tree with
 * masks of every kind.
 */
class SearchBoardExtrasTest {

    @ParameterizedTest
    @ValueSource(strings = {
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"})
    void capturesAreTheCapturesAndPromotionsOfTheLegalMoves(String fen) {
        SearchBoard board = Books.FIDE.board(Books.standard(fen));
        walk(board, 3);
    }

    private static void walk(SearchBoard board, int depth) {
        int[] all = new int[256];
        int n = board.legalMoves(all, 0);
        int[] expected = Arrays.stream(all, 0, n)
                .filter(move -> board.inCheck() || (Move.flags(move) & (Move.CAPTURE | Move.PROMOTION)) != 0)
                .sorted().toArray();
        int[] captures = new int[256];
        int[] actual = Arrays.stream(captures, 0, board.legalCaptures(captures, 0)).sorted().toArray();
        assertTrue(Arrays.equals(expected, actual), () -> board.toPosition() + ": " + Arrays.toString(actual));
        if (depth > 1) {
            for (int i = 0; i < n; i++) {
                board.make(all[i]);
                walk(board, depth - 1);
                board.unmake(all[i]);
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3",
        "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1"})
    void selectedMovesAreTheLegalMovesFromOrToTheSquaresAsked(String fen) {
        SearchBoard board = Books.FIDE.board(Books.standard(fen));
        selected(board, 3, new java.util.Random(fen.hashCode()));
    }

    private static void selected(SearchBoard board, int depth, java.util.Random random) {
        int[] all = new int[256];
        int n = board.legalMoves(all, 0);
        int us = board.sideToMove();
        long[][] masks = {
            {-1L, 0}, {0, -1L}, {0, 0}, {board.occupied(us), 0}, {0, board.occupied(us ^ 1)},
            {board.pieces(us * 6) | board.pieces(us * 6 + 5), 0}, {board.pieces(us * 6 + 1), board.pieces((us ^ 1) * 6)},
            {random.nextLong() & random.nextLong(), random.nextLong() & random.nextLong()},
            {random.nextLong(), random.nextLong()}};
        for (long[] mask : masks) {
            int[] oracle = new int[256];
            int expected = oracle(board, all, n, mask[0], mask[1], oracle);
            int[] actual = new int[300];
            int end = board.legalMoves(actual, 44, mask[0], mask[1]);
            assertTrue(Arrays.equals(oracle, 0, expected, actual, 44, end), () -> board.toPosition() + " from "
                    + Long.toHexString(mask[0]) + " to " + Long.toHexString(mask[1]) + ": "
                    + Arrays.toString(Arrays.copyOfRange(actual, 44, end)));
        }
        if (depth > 1) {
            for (int i = 0; i < n; i++) {
                board.make(all[i]);
                selected(board, depth - 1, random);
                board.unmake(all[i]);
            }
        }
    }

    /** The legal moves starting on {@code from} or ending on {@code to}, read from the whole list. */
    private static int oracle(SearchBoard board, int[] all, int n, long from, long to, int[] into) {
        int count = 0;
        for (int i = 0; i < n; i++) {
            int move = all[i];
            int target = Move.toIndex(move);
            boolean asked = (from >>> Move.fromIndex(move) & 1) != 0 || (to >>> target & 1) != 0;
            if (Move.flags(move) == Move.EN_PASSANT) {
                asked |= (to >>> (target + (board.sideToMove() == 0 ? -8 : 8)) & 1) != 0;
            }
            if (asked) {
                into[count++] = move;
            }
        }
        return count;
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 4 10"})
    void aNullMoveHandsTheMoveOverAndIsTakenBack(String fen) {
        Position position = Books.standard(fen);
        SearchBoard board = Books.FIDE.board(position);
        String[] fields = fen.split(" ");
        String passed = String.join(" ", fields[0], fields[1].equals("w") ? "b" : "w", fields[2], "-",
                String.valueOf(Integer.parseInt(fields[4]) + 1), fields[1].equals("b")
                        ? String.valueOf(Integer.parseInt(fields[5]) + 1) : fields[5]);
        board.makeNull();
        assertEquals(Books.FIDE.board(Books.standard(passed)).key(), board.key());
        assertEquals(Books.standard(passed), board.toPosition());
        board.unmakeNull();
        assertEquals(position, board.toPosition());
        assertEquals(Books.FIDE.board(position).key(), board.key());
    }
}
