package org.chesseus.rules.l1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chesseus.api.Color;
import org.chesseus.api.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Checkmate (FIDE 5.1.1) and stalemate (5.2.1) on textbook positions, and positions that are neither. */
class CheckmateAndStalemateTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
        "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4",
        "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1",
        "6rk/5Npp/8/8/8/8/8/6K1 b - - 0 1",
        "k7/1Q6/1K6/8/8/8/8/8 b - - 0 1",
        "4k3/8/8/8/8/8/5PPP/r5K1 w - - 0 1",
        "8/8/8/8/8/5k2/8/5K1q w - - 0 1",
    })
    void checkmateIsCheckWithoutALegalMove(String fen) {
        Position position = Books.standard(fen);
        assertTrue(Books.FIDE.isCheckmate(position), fen);
        assertFalse(Books.FIDE.isStalemate(position), fen);
        assertTrue(Books.FIDE.inCheck(position, position.sideToMove()));
        assertEquals(0, Books.FIDE.legalMoves(position).size());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
        "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
        "k7/1r1N4/1P6/8/8/8/7K/7Q b - - 0 1",
        "K1k5/P7/8/8/8/8/8/8 w - - 0 1",
        "8/8/8/8/8/6k1/5q2/7K w - - 0 1",
        "5bnr/4p1pq/4Qpkr/7p/7P/4P3/PPPP1PP1/RNB1KBNR b KQ - 2 10",
    })
    void stalemateIsNoLegalMoveWithoutCheck(String fen) {
        Position position = Books.standard(fen);
        assertTrue(Books.FIDE.isStalemate(position), fen);
        assertFalse(Books.FIDE.isCheckmate(position), fen);
        assertFalse(Books.FIDE.inCheck(position, position.sideToMove()));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "4k3/8/8/8/4r3/8/8/R3K2R w KQ - 0 1",
        "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
        "8/8/8/2Pp4/4K3/8/8/k7 w - d6 0 1",
        "7k/8/5Q2/6K1/8/8/8/8 b - - 0 1",
    })
    void aPositionWithALegalMoveIsNeitherMateNorStalemate(String fen) {
        Position position = Books.standard(fen);
        assertFalse(Books.FIDE.isCheckmate(position), fen);
        assertFalse(Books.FIDE.isStalemate(position), fen);
    }

    @Test
    void theCheckByTheDoubleSteppedPawnIsAnsweredOnlyByEnPassantOrTheKing() {
        Position position = Books.standard("8/8/8/2Pp4/4K3/8/8/k7 w - d6 0 1");
        assertTrue(Books.FIDE.inCheck(position, Color.WHITE));
        assertTrue(Books.FIDE.legalMoves(position).stream().anyMatch(m -> m.toString().equals("c5d6")));
    }
}
