package org.chesseus.rules.l1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.chesseus.api.Legality;
import org.chesseus.api.Move;
import org.chesseus.api.Position;
import org.chesseus.api.SearchBoard;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What a staged search asks of the board, against the perft-proven legal move list as the oracle,
 * at every node of a three-ply tree: {@link SearchBoard#legalQuiets} writes exactly the legal moves
 * that neither capture nor promote (so, outside check, quiets and {@link SearchBoard#legalCaptures}
 * together are the legal moves); {@link SearchBoard#isLegal} says yes to every legal move and no to
 * every other candidate — the moves of the other positions of the tree, every legal move with its
 * flags changed, random {@code int}s — under FIDE's rules, in Chess960, and in books without
 * castling, double steps or under-promotion; and the interface's defaults, for a board that does
 * not override them, the same.
 */
class StagedGenerationTest {
    private static final String[] POSITIONS = {
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3",
        "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1",
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1"};

    @ParameterizedTest
    @ValueSource(strings = {"", "castling", "double-step", "under-promotion"})
    void quietsAndMoveChecksAgreeWithTheLegalMoves(String without) {
        Legality book = without.isEmpty() ? Books.FIDE : Books.without(without);
        for (String fen : POSITIONS) {
            walk(book.board(Books.standard(fen)), 3, new HashSet<>(), new Random(fen.hashCode()));
        }
    }

    @Test
    void chess960CastlingIsCheckedByItsRook() {
        for (String fen : new String[] {"1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1",
            "rk2r3/pppppppp/8/8/8/8/PPPPPPPP/RK2R3 w EAea - 0 1", "2r1kr2/8/8/8/8/8/8/1R2K1R1 w GBfc - 0 1"}) {
            walk(Books.FIDE.board(Books.chess960(fen)), 3, new HashSet<>(), new Random(fen.hashCode()));
        }
    }

    @Test
    void theInterfaceDefaultsAgreeWithTheLegalMovesToo() {
        for (String fen : POSITIONS) {
            walk(new ContractOnlyBoard(Books.FIDE.board(Books.standard(fen))), 2, new HashSet<>(), new Random(fen.hashCode()));
        }
    }

    private static void walk(SearchBoard board, int depth, Set<Integer> seen, Random random) {
        int[] all = new int[256];
        int n = board.legalMoves(all, 0);
        Set<Integer> legal = new HashSet<>();
        for (int i = 0; i < n; i++) {
            legal.add(all[i]);
        }
        assertQuiets(board, all, n);
        Position position = board.toPosition();
        for (int i = 0; i < n; i++) {
            int move = all[i];
            assertTrue(board.isLegal(move), () -> Move.ofPacked(move) + " is legal in " + position);
            for (int flags = 0; flags < 16; flags++) {
                assertCheck(board, legal, (move & 0xFFF) | flags << 12);
            }
        }
        for (int move : seen) {
            assertCheck(board, legal, move);
        }
        for (int i = 0; i < 64; i++) {
            assertCheck(board, legal, random.nextInt(1 << 16));
        }
        assertCheck(board, legal, 0);
        assertCheck(board, legal, all[0] | 1 << 16);
        seen.addAll(legal);
        if (depth > 1) {
            for (int i = 0; i < n; i++) {
                board.make(all[i]);
                walk(board, depth - 1, seen, random);
                board.unmake(all[i]);
            }
        }
        assertEquals(position, board.toPosition());
    }

    private static void assertQuiets(SearchBoard board, int[] all, int n) {
        int[] expected = Arrays.stream(all, 0, n)
                .filter(move -> (Move.flags(move) & (Move.CAPTURE | Move.PROMOTION)) == 0).sorted().toArray();
        int[] quiets = new int[300];
        int end = board.legalQuiets(quiets, 17);
        int[] actual = Arrays.stream(quiets, 17, end).sorted().toArray();
        assertTrue(Arrays.equals(expected, actual), () -> board.toPosition() + ": " + Arrays.toString(actual));
        if (!board.inCheck()) {
            int[] captures = new int[256];
            assertEquals(n, actual.length + board.legalCaptures(captures, 0), () -> board.toPosition().toString());
        }
    }

    private static void assertCheck(SearchBoard board, Set<Integer> legal, int move) {
        assertEquals(legal.contains(move), board.isLegal(move),
                () -> Integer.toHexString(move) + " (" + (move >>> 16 == 0 ? Move.ofPacked(move) : "wide") + ") in "
                        + board.toPosition());
    }
}
