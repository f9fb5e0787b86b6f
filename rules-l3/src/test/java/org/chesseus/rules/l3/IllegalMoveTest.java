package org.chesseus.rules.l3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.chesseus.api.Color;
import org.chesseus.api.clock.TimeControlParser;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.GameOptions;
import org.chesseus.api.game.Outcome;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.game.Ruling;
import org.junit.jupiter.api.Test;

/**
 * FIDE 7.5.5: the first completed illegal move of a player gives the opponent two minutes (one in
 * rapid and blitz); the second loses, unless the opponent cannot checkmate by any series of legal
 * moves.
 */
class IllegalMoveTest {
    private final FakeTime time = new FakeTime();

    private Game clocked(String control) {
        return Games.game("fide", Games.START, GameOptions.builder().clock(TimeControlParser.parse(control), time).build());
    }

    @Test
    void illegalMoveFirstGivesTheOpponentTwoMinutesInStandardPlay() {
        Game game = clocked("90+30");
        Ruling ruling = game.illegalMove(Color.WHITE);
        assertFalse(ruling.isOver());
        assertEquals(1, ruling.illegalMoves(Color.WHITE));
        assertEquals(Duration.ofMinutes(92), ruling.clocks().orElseThrow().remaining(Color.BLACK));
        assertTrue(ruling.notice().orElseThrow().contains("Black gets 2:00.0 (FIDE 7.5.5)"), ruling.notice().orElseThrow());
    }

    @Test
    void illegalMoveFirstGivesTheOpponentOneMinuteInBlitzAndRapid() {
        assertEquals(Duration.ofMinutes(6), clocked("5+3").illegalMove(Color.BLACK).clocks().orElseThrow()
                .remaining(Color.WHITE).minusSeconds(3), "5+3 is blitz; White also has its increment");
        assertEquals(Duration.ofMinutes(16), clocked("15").illegalMove(Color.BLACK).clocks().orElseThrow()
                .remaining(Color.WHITE), "15+0 is rapid");
    }

    @Test
    void illegalMoveSecondLosesForWhite() {
        Game game = Games.fide();
        game.illegalMove(Color.WHITE);
        Outcome outcome = game.illegalMove(Color.WHITE).outcome().orElseThrow();
        assertEquals(ResultCode.BLACK_WINS_BY_FORFEIT, outcome.code());
        assertEquals("FIDE 7.5.5", outcome.article());
        assertEquals("0-1", outcome.score().pgn());
    }

    @Test
    void illegalMoveSecondLosesForBlackButOneOfEachSideDoesNot() {
        Game game = Games.fide();
        Games.play(game, "e2e4");
        game.illegalMove(Color.BLACK);
        assertFalse(game.illegalMove(Color.WHITE).isOver(), "each side's illegal moves are counted apart");
        assertEquals(ResultCode.WHITE_WINS_BY_FORFEIT, game.illegalMove(Color.BLACK).outcome().orElseThrow().code());
    }

    @Test
    void illegalMoveSecondDrawsWhenTheOpponentCannotMate() {
        Game game = Games.fide("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1");
        game.illegalMove(Color.WHITE);
        assertEquals(ResultCode.FORFEIT_CANNOT_MATE, game.illegalMove(Color.WHITE).outcome().orElseThrow().code());
    }

    @Test
    void illegalMoveWithoutAClockSaysWhatTheOpponentWouldGet() {
        Ruling ruling = Games.fide().illegalMove(Color.WHITE);
        assertTrue(ruling.notice().orElseThrow().contains("no clock is attached"), ruling.notice().orElseThrow());
    }
}
