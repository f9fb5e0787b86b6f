package org.chesseus.rules.l2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chesseus.api.game.Game;
import org.chesseus.api.game.Outcome;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.game.Ruling;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * FIDE 5.2.2 in a game under profile {@code l2}: a dead position ends the game at once, the set-up
 * included, with the proof named; live positions go on. The positions and their labels are the
 * issue's and RULES-NOTES §5's.
 */
class DeadPositionGameTest {

    @ParameterizedTest(name = "{0} is dead by {1}")
    @CsvSource(delimiter = ';', value = {
        "4k3/8/8/p1p2p1p/P1P2P1P/8/8/4K3 w - - 0 1;blockade",
        "k7/8/8/1p2p2p/1P2P2P/8/8/K7 w - - 0 1;blockade",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1;material",
        "4k3/8/8/8/8/8/8/4KN2 w - - 0 1;material",
        "4k3/8/3b4/8/8/2B5/8/4K3 w - - 0 1;material",
        "8/8/8/8/8/3k4/1q6/1K6 w - - 0 1;search"})
    void setUpThatIsDeadEndsAtPlyZero(String fen, String proof) {
        Outcome outcome = Books.game("l2", fen).outcome().orElseThrow();
        assertEquals(ResultCode.DEAD_POSITION, outcome.code());
        assertEquals("FIDE 5.2.2", outcome.article());
        assertEquals(0, outcome.ply());
        assertTrue(outcome.explanation().contains("(proof: " + proof + ")"), outcome.explanation());
    }

    @ParameterizedTest(name = "{0} is alive")
    @ValueSource(strings = {
        "4k3/8/4b3/8/8/2B5/8/4K3 w - - 0 1",
        "4k1n1/8/8/8/8/8/8/4K1N1 w - - 0 1",
        "4k3/8/8/8/8/8/8/3NKN2 w - - 0 1",
        "4k1n1/8/8/8/8/8/8/4K1N1 w - - 146 80",
        "6k1/8/8/p1p1p1p1/PpPpPpPp/1P1P1P1P/2B5/2B3K1 w - - 0 1",
        "4k3/7p/4p1pP/3pP1P1/2pPp3/1pP5/pP2P3/K5B1 w - - 0 1",
        "8/1k6/p1p1p1p1/P1p1P1P1/K1p1p1p1/P1P1P1P1/4b3/8 b - - 0 1",
        "b7/k7/p3p3/P1p1p3/K1p1p1p1/P1P1P1P1/8/8 b - - 0 1",
        "8/4B3/p1p1p1p1/k1P1P1P1/p1P1p1p1/P1P1P1P1/1K6/8 w - - 0 1"})
    void setUpWhereSomeSideCanStillMateGoesOn(String fen) {
        Game game = Books.game("l2", fen);
        assertFalse(game.ruling().isOver(), () -> fen + " ended: " + game.outcome());
    }

    @Test
    void queenCheckWhoseOnlyAnswerTakesTheQueenMakesTheGameDeadAfterAReversibleMove() {
        Game game = Books.game("l2", "8/6q1/8/8/8/3k4/8/1K6 b - - 0 1");
        assertFalse(game.ruling().isOver());
        Ruling ruling = Books.play(game, "Qb2+");
        assertEquals(ResultCode.DEAD_POSITION, ruling.outcome().orElseThrow().code());
        assertEquals(1, ruling.outcome().orElseThrow().ply());
    }

    @Test
    void captureOfTheLastPawnOnTheWayToBareKingsEndsTheGameAtThatPly() {
        Game game = Books.game("l2", "4k3/8/8/8/8/8/4p3/4K3 w - - 0 1");
        Ruling ruling = Books.play(game, "Kxe2");
        assertEquals(ResultCode.DEAD_POSITION, ruling.outcome().orElseThrow().code());
        assertTrue(ruling.outcome().orElseThrow().explanation().contains("material"));
    }

    @Test
    void underLegalityAloneBareKingsPlayOn() {
        Game game = Books.game("l1", "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        assertFalse(game.ruling().isOver());
    }
}
