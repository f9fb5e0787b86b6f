package org.chesseus.rules.l2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.chesseus.api.game.Game;
import org.chesseus.api.game.Ruling;
import org.junit.jupiter.api.Test;

/**
 * FIDE 9.2.3: which positions are the same. The scenarios are the rule book's own: en passant
 * counts by its possibility (9.2.3.1), castling by its right (9.2.3.2; Karpov–Miles 1986).
 */
class RepetitionIdentityTest {

    @Test
    void positionWithAPossibleEnPassantCaptureIsNotTheSameAsItsLaterReturn() {
        Game game = Books.game("l2");
        Ruling ruling = Books.play(game, "1.e4 Nf6 2.e5 d5 3.Be2 Bd7 4.Bf1 Bc8 5.Bd3 Be6 6.Bf1 Bc8");
        assertEquals(2, ruling.repetitionCount(), "after 2...d5 exd6 was possible: not the same position");
    }

    @Test
    void positionWithCastlingRightsIsNotTheSameAsItsReturnWithoutThem() {
        Game game = Books.game("l2");
        Ruling ruling = Books.play(game, "1.e4 e5 2.Ke2 Ke7 3.Ke1 Ke8 4.Ke2 Ke7 5.Ke1 Ke8");
        assertEquals(2, ruling.repetitionCount(), "after 1...e5 both sides could still castle");
    }

    @Test
    void enPassantSquareWhoseCaptureIsIllegalDoesNotChangeTheIdentity() {
        Game game = Books.game("l2", "8/8/8/K1pP3r/8/8/8/7k w - c6 0 1");
        Ruling ruling = Books.play(game, "Ka4 Kh2 Ka5 Kh1");
        assertEquals(2, ruling.repetitionCount(), "dxc6 would expose the king on a5: the c6 square counts for nothing");
    }

    @Test
    void repetitionCountOnTheStatusLineGrowsWithEachReturn() {
        Game game = Books.game("l2");
        assertEquals(1, game.ruling().repetitionCount());
        assertEquals(1, Books.play(game, "Nf3 Nf6").repetitionCount());
        assertEquals(2, Books.play(game, "Ng1 Ng8").repetitionCount());
        assertEquals(3, Books.play(game, "Nf3 Nf6 Ng1 Ng8").repetitionCount());
    }

    @Test
    void aPawnMoveMakesEveryEarlierPositionUnrepeatable() {
        Game game = Books.game("l2");
        Ruling ruling = Books.play(game, "Nf3 Nf6 Ng1 Ng8 e3 e6 Nf3 Nf6 Ng1 Ng8");
        assertEquals(2, ruling.repetitionCount());
        assertFalse(ruling.isOver());
    }
}
