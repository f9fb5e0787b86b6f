package org.chesseus.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.chesseus.api.Move;
import org.chesseus.api.SearchBoard;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The staged picker against the legal move list (the perft-proven generator) as the oracle, at every
 * node of a two-ply tree with hash moves, killers and countermoves taken from other positions and
 * a capture history and continuation histories rewarded at the node: a main node gives every legal
 * move exactly once, the hash move first when it is legal, then the captures in {@link
 * MoveOrdering}'s order, never a worse-ordered class before a better one (good captures, killers and
 * countermove, quiet moves by their own and their continuation histories, losing captures); a
 * quiescence node gives exactly the legal tactical hash move and the captures and promotions that
 * do not lose material (every evasion in check). A capture that cut off comes before an equal one;
 * a quiet move that cut off after the same move one or two plies before comes before one that cut
 * off as often after another move; a mate leaves a main picker empty.
 */
class MovePickerTest {
    @ParameterizedTest
    @ValueSource(strings = {
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3"})
    void everyLegalMoveComesOnceInItsStage(String fen) {
        SearchBoard board = Chess.LEGALITY.board(Chess.fen(fen));
        List<Integer> elsewhere = new ArrayList<>();
        walk(board, 2, elsewhere, new Random(fen.hashCode()));
    }

    private void walk(SearchBoard board, int depth, List<Integer> elsewhere, Random random) {
        int[] legal = new int[256];
        int n = board.legalMoves(legal, 0);
        for (int i = 0; i < n; i++) {
            elsewhere.add(legal[i]);
        }
        for (int trial = 0; trial < 4; trial++) {
            int hash = trial == 0 ? 0 : trial == 1 ? legal[random.nextInt(n)] : pickOne(elsewhere, random);
            MoveOrdering ordering = new MoveOrdering(new StaticExchange());
            int previous = pickOne(elsewhere, random);
            int row1 = trial == 3 ? -1 : MoveOrdering.row(random.nextInt(12), random.nextInt(64));
            int row2 = trial >= 2 ? -1 : MoveOrdering.row(random.nextInt(12), random.nextInt(64));
            for (int k = 0; k < 3; k++) {
                int quiet = pickOne(elsewhere, random);
                if (!MoveOrdering.isTactical(quiet)) {
                    boolean here = board.isLegal(quiet);
                    ordering.rewardQuiet(board, board.sideToMove(), quiet, 5, previous, here ? row1 : -1,
                            here ? row2 : -1, 4, new int[0], 0, 0);
                }
            }
            int[] captures = Arrays.stream(legal, 0, n).filter(MoveOrdering::isTactical).toArray();
            if (captures.length > 0) {
                ordering.rewardCaptures(board, captures[random.nextInt(captures.length)], 6, captures, 0,
                        captures.length);
            }
            checkMain(board, legal, n, ordering, hash, previous, row1, row2);
            checkQuiescence(board, legal, n, ordering, hash);
        }
        if (depth > 1) {
            for (int i = 0; i < n; i++) {
                board.make(legal[i]);
                walk(board, depth - 1, elsewhere, random);
                board.unmake(legal[i]);
            }
        }
    }

    private static void checkMain(SearchBoard board, int[] legal, int n, MoveOrdering ordering, int hash, int previous,
            int row1, int row2) {
        MovePicker picker = new MovePicker(board, ordering, new int[512], new int[512], 100);
        picker.startMain(hash, 5, previous, row1, row2, board.inCheck());
        int[] given = drain(picker);
        assertEquals(sorted(legal, n), sorted(given, given.length), board.toPosition()::toString);
        assertFalse(picker.isEmpty());
        if (board.inCheck()) {
            return;
        }
        int from = 0;
        if (contains(legal, n, hash)) {
            assertEquals(hash, given[0]);
            from = 1;
        }
        int lastClass = 0;
        int lastScore = Integer.MAX_VALUE;
        for (int i = from; i < given.length; i++) {
            int move = given[i];
            int kind;
            int score;
            if (MoveOrdering.isTactical(move)) {
                score = ordering.tacticalScore(board, move);
                kind = score >= MoveOrdering.GOOD_CAPTURE ? 0 : 3;
            } else if (ordering.isKiller(move, 5) || move == ordering.counter(previous)) {
                score = 0;
                kind = 1;
            } else {
                score = ordering.quietScore(board, board.sideToMove(), move, row1, row2);
                kind = 2;
            }
            int before = lastClass;
            assertTrue(kind > before || kind == before && (kind == 1 || score <= lastScore), () -> Move.ofPacked(move)
                    + " (class " + kind + ") out of order after class " + before + " in " + board.toPosition());
            lastClass = kind;
            lastScore = score;
        }
    }

    private static void checkQuiescence(SearchBoard board, int[] legal, int n, MoveOrdering ordering, int hash) {
        MovePicker picker = new MovePicker(board, ordering, new int[512], new int[512], 7);
        picker.startQuiescence(hash, board.inCheck());
        int[] given = drain(picker);
        int[] expected = Arrays.stream(legal, 0, n).filter(move -> board.inCheck() || move == hash
                && MoveOrdering.isTactical(move) || MoveOrdering.isTactical(move)
                && ordering.tacticalScore(board, move) >= MoveOrdering.GOOD_CAPTURE).sorted().toArray();
        assertEquals(sorted(expected, expected.length), sorted(given, given.length), board.toPosition()::toString);
    }

    @Test
    void aCaptureThatCutOffComesBeforeOneOfTheSameVictim() {
        SearchBoard board = Chess.LEGALITY.board(Chess.fen("4k3/8/8/3p4/8/1BN5/8/4K3 w - - 0 1"));
        int knight = Chess.uci(board.toPosition(), "c3d5").packed();
        int bishop = Chess.uci(board.toPosition(), "b3d5").packed();
        MoveOrdering ordering = new MoveOrdering(new StaticExchange());
        assertEquals(ordering.tacticalScore(board, knight), ordering.tacticalScore(board, bishop));
        ordering.rewardCaptures(board, bishop, 8, new int[] {knight, bishop}, 0, 2);
        assertTrue(ordering.tacticalScore(board, bishop) > ordering.tacticalScore(board, knight));
        assertTrue(ordering.tacticalScore(board, knight) >= MoveOrdering.GOOD_CAPTURE);
        MovePicker picker = new MovePicker(board, ordering, new int[256], new int[256], 0);
        picker.startMain(0, 0, 0, false);
        assertEquals(bishop, picker.next());
        assertEquals(knight, picker.next());
    }

    @Test
    void aQuietMoveThatCutOffAfterTheSameMovesComesFirst() {
        SearchBoard board = Chess.LEGALITY.board(Chess.fen("4k3/8/8/8/8/8/8/R3K2N w - - 0 1"));
        int rook = Chess.uci(board.toPosition(), "a1a7").packed();
        int knight = Chess.uci(board.toPosition(), "h1g3").packed();
        MoveOrdering ordering = new MoveOrdering(new StaticExchange());
        int afterKingE7 = MoveOrdering.row(11, 52);
        int afterKingD7 = MoveOrdering.row(11, 51);
        ordering.rewardQuiet(board, 0, rook, 3, 0, afterKingE7, -1, 6, new int[] {knight}, 0, 1);
        ordering.rewardQuiet(board, 0, knight, 3, 0, afterKingD7, -1, 6, new int[] {rook}, 0, 1);
        assertEquals(knight, firstQuiet(board, ordering, -1, -1));
        assertEquals(rook, firstQuiet(board, ordering, afterKingE7, -1));
        assertEquals(knight, firstQuiet(board, ordering, afterKingD7, -1));
        assertEquals(rook, firstQuiet(board, ordering, -1, afterKingE7));
        ordering.useCaptureHistory(false);
        assertEquals(ordering.quietScore(board, 0, rook, afterKingE7, -1), ordering.history(0, rook));
    }

    private static int firstQuiet(SearchBoard board, MoveOrdering ordering, int row1, int row2) {
        MovePicker picker = new MovePicker(board, ordering, new int[256], new int[256], 0);
        picker.startMain(0, 9, 0, row1, row2, false);
        return picker.next();
    }

    @Test
    void aMateLeavesTheMainPickerEmpty() {
        SearchBoard board = Chess.LEGALITY.board(Chess.fen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"));
        MovePicker picker = new MovePicker(board, new MoveOrdering(new StaticExchange()), new int[256], new int[256], 0);
        picker.startMain(0, 0, 0, board.inCheck());
        assertEquals(0, picker.next());
        assertTrue(picker.isEmpty());
    }

    private static int[] drain(MovePicker picker) {
        List<Integer> given = new ArrayList<>();
        for (int move = picker.next(); move != 0; move = picker.next()) {
            given.add(move);
        }
        return given.stream().mapToInt(Integer::intValue).toArray();
    }

    private static String sorted(int[] moves, int n) {
        return Arrays.toString(Arrays.stream(moves, 0, n).sorted().toArray());
    }

    private static boolean contains(int[] moves, int n, int move) {
        return Arrays.stream(moves, 0, n).anyMatch(m -> m == move);
    }

    private static int pickOne(List<Integer> moves, Random random) {
        return moves.get(random.nextInt(moves.size()));
    }
}
