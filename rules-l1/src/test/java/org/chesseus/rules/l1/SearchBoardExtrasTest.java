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
 * back restores the board.
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
