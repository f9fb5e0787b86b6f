package org.chesseus.rules.l1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.chesseus.api.Position;
import org.junit.jupiter.api.Test;

/**
 * The mutable board: make and unmake restore every field, the pieces, colours, occupancy and
 * square array agree after every move, and the incrementally updated Zobrist key always equals the
 * key computed from scratch (FIDE 9.2.3: same pieces, side, rights and en-passant possibility).
 */
class BoardTest {
    private static final MoveGenerator FIDE = new MoveGenerator(MoveRules.FIDE);

    @Test
    void makeThenUnmakeRestoresEveryFieldForEveryLegalMove() {
        int moves = 0;
        for (Position position : positions()) {
            Board board = Board.of(position);
            String before = state(board);
            int[] buffer = new int[256];
            int n = FIDE.generate(board, buffer, 0);
            for (int i = 0; i < n; i++) {
                board.make(buffer[i]);
                assertConsistent(board, position + " after " + buffer[i]);
                board.unmake(buffer[i]);
                assertEquals(before, state(board), position + " after make and unmake of " + buffer[i]);
                moves++;
            }
        }
        assertTrue(moves > 5000, moves + " moves tried");
    }

    @Test
    void theIncrementalKeyEqualsTheKeyFromScratchAlongRandomGamesAndBack() {
        Random random = new Random(2024);
        for (Position start : List.of(Position.start(), Books.standard("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
                Books.chess960("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"))) {
            for (int game = 0; game < 20; game++) {
                Board board = Board.of(start);
                List<Integer> played = new ArrayList<>();
                List<String> states = new ArrayList<>();
                int[] buffer = new int[256];
                for (int ply = 0; ply < 200; ply++) {
                    int n = FIDE.generate(board, buffer, 0);
                    if (n == 0) {
                        break;
                    }
                    states.add(state(board));
                    int move = buffer[random.nextInt(n)];
                    board.make(move);
                    played.add(move);
                    assertEquals(board.computeKey(), board.key, "incremental key after " + played.size() + " plies");
                }
                for (int i = played.size() - 1; i >= 0; i--) {
                    board.unmake(played.get(i));
                    assertEquals(states.get(i), state(board), "unmade back to ply " + i);
                    assertEquals(board.computeKey(), board.key);
                }
            }
        }
    }

    @Test
    void anEnPassantSquareWithoutALegalCaptureDoesNotChangeTheKey() {
        Board pinned = Board.of(Books.standard("8/8/8/K1pP3r/8/8/8/7k w - c6 0 1"));
        Board without = Board.of(Books.standard("8/8/8/K1pP3r/8/8/8/7k w - - 0 1"));
        assertEquals(-1, pinned.epSquare);
        assertEquals(without.key, pinned.key);
        Board noCapturer = Board.of(Books.standard("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"));
        Board noSquare = Board.of(Books.standard("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
        assertEquals(noSquare.key, noCapturer.key);
    }

    @Test
    void anEnPassantSquareWithALegalCaptureChangesTheKey() {
        Board capturable = Board.of(Books.standard("4k3/8/8/2PpP3/8/8/8/4K3 w - d6 0 1"));
        Board without = Board.of(Books.standard("4k3/8/8/2PpP3/8/8/8/4K3 w - - 0 1"));
        assertEquals(43, capturable.epSquare);
        assertNotEquals(without.key, capturable.key);
    }

    @Test
    void transposedMoveOrdersReachTheSameKeyAndLostRightsAnother() {
        assertEquals(keyAfter("g1f3", "g8f6", "b1c3", "b8c6"), keyAfter("b1c3", "b8c6", "g1f3", "g8f6"));
        assertEquals(keyAfter("e2e4", "e7e5", "g1f3", "b8c6"), keyAfter("g1f3", "b8c6", "e2e4", "e7e5"));
        assertEquals(keyAfter(), keyAfter("g1f3", "g8f6", "f3g1", "f6g8"), "knights out and back: the start again");
        assertNotEquals(keyAfter(), keyAfter("g1f3", "g8f6", "h1g1", "h8g8", "g1h1", "g8h8", "f3g1", "f6g8"),
                "rooks out and back: the king-side rights are gone (FIDE 9.2.3)");
    }

    @Test
    void castlingRightsSideToMoveAndPiecesEachChangeTheKey() {
        long start = Board.of(Position.start()).key;
        assertNotEquals(start, Board.of(Books.standard("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Kkq - 0 1")).key);
        assertNotEquals(start, Board.of(Books.standard("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1")).key);
        assertEquals(start, Board.of(Books.standard("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 7 30")).key);
    }

    private static long keyAfter(String... moves) {
        Position position = Position.start();
        for (String move : moves) {
            position = Books.FIDE.play(position, Books.NOTATION.parseUci(position, move));
        }
        return Board.of(position).key;
    }

    private static List<Position> positions() {
        List<Position> positions = new ArrayList<>();
        for (String file : List.of("castling.csv", "en-passant.csv", "promotion.csv", "checks-and-mates.csv")) {
            PerftRecord.resource(file).forEach(record -> positions.add(Books.standard(record.fen())));
        }
        PerftRecord.resource("castling-chess960.csv").forEach(record -> positions.add(Books.chess960(record.fen())));
        GamePosition.pool(3L, 6).forEach(game -> positions.add(game.position()));
        return positions;
    }

    private static void assertConsistent(Board board, String where) {
        long white = 0;
        long black = 0;
        for (int piece = 0; piece < 12; piece++) {
            for (long s = board.pieces[piece]; s != 0; s &= s - 1) {
                assertEquals(piece, board.squares[Long.numberOfTrailingZeros(s)], where);
            }
            if (piece < 6) {
                white |= board.pieces[piece];
            } else {
                black |= board.pieces[piece];
            }
        }
        assertEquals(white, board.colors[Board.WHITE], where);
        assertEquals(black, board.colors[Board.BLACK], where);
        assertEquals(white | black, board.occupied, where);
        assertEquals(64 - Long.bitCount(board.occupied),
                Arrays.stream(board.squares).filter(piece -> piece == Board.EMPTY).count(), where);
        assertEquals(board.computeKey(), board.key, where);
    }

    private static String state(Board board) {
        return Arrays.toString(board.pieces) + Arrays.toString(board.colors) + board.occupied
                + Arrays.toString(board.squares) + " side " + board.side + " castling " + board.castling
                + " ep " + board.epSquare + " clocks " + board.halfmove + "/" + board.fullmove + " key " + board.key;
    }
}
