package org.chesseus.rules.uscf;

import static org.chesseus.tck.Games.code;
import static org.chesseus.tck.Games.game;
import static org.chesseus.tck.Games.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.chesseus.api.Color;
import org.chesseus.api.clock.Delay;
import org.chesseus.api.clock.TimeControl;
import org.chesseus.api.clock.TimeControlParser;
import org.chesseus.api.game.Game;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.tck.Games;
import org.junit.jupiter.api.Test;

/**
 * The US Chess book against the scenarios of issue 6 ("Must show", uscf column) and the articles
 * of the 7th edition it amends: 14C, 14F, 14K, resignation, 5E/5F.
 */
class UscfBookTest {
    private static final String SHUFFLE = "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8";

    @Test
    void uscfIsTheFideBookWithItsAmendedRules() {
        RuleBook book = Games.book("uscf");
        assertEquals(java.util.List.of("l1", "l2", "l3", "uscf"), book.layers());
        assertEquals("USCF 14E", book.rule("flag-fall").orElseThrow().rule().article());
        assertEquals("uscf", book.rule("flag-fall").orElseThrow().layer());
        assertEquals("FIDE 5.2.2", book.rule("dead-position").orElseThrow().rule().article());
        assertFalse(book.has("fivefold"), "14K: no automatic fivefold");
        assertFalse(book.has("seventy-five"), "14K: no automatic 75 moves");
        assertEquals("USCF 14K1", Games.book("uscf+uscf-14k").rule("fivefold").orElseThrow().rule().article());
    }

    @Test
    void tripleOccurrenceIsAClaimNotAnEnding14C() {
        Game game = game("uscf", Games.START);
        play(game, SHUFFLE);
        assertFalse(game.isOver(), "the third occurrence does not end the game by itself");
        game.claimDraw(Color.WHITE);
        assertEquals("3R", code(game));
        assertEquals("USCF 14C", game.outcome().orElseThrow().article());
    }

    @Test
    void fiftyMovesIsAClaimNotAnEnding14F() {
        Game game = game("uscf", "4k3/8/8/8/8/8/8/R3K3 w - - 99 60");
        play(game, "a1a2");
        assertEquals("-", code(game));
        game.claimDraw(Color.BLACK);
        assertEquals("50", code(game));
    }

    @Test
    void seventyFiveMovesDoNotEndTheGame14K() {
        Game game = game("uscf", "4k3/8/8/8/8/8/8/R3K3 w - - 149 100");
        play(game, "a1a2");
        assertEquals("-", code(game), "fide ends this game 75; under uscf it continues");
    }

    @Test
    void fivefoldRepetitionDoesNotEndTheGame14K() {
        Game game = game("uscf", Games.START);
        play(game, SHUFFLE + " " + SHUFFLE);
        assertEquals(5, game.ruling().repetitionCount());
        assertFalse(game.isOver());
    }

    @Test
    void theDirectorOptionDeclaresSeventyFiveMoves14K2() {
        Game game = game("uscf+uscf-14k", "4k3/8/8/8/8/8/8/R3K3 w - - 149 100");
        play(game, "a1a2");
        assertEquals("75", code(game));
        assertEquals("USCF 14K2", game.outcome().orElseThrow().article());
    }

    @Test
    void theDirectorOptionDeclaresFivefoldRepetition14K1() {
        Game game = game("uscf+uscf-14k", Games.START);
        play(game, SHUFFLE + " " + SHUFFLE);
        assertEquals("5R", code(game));
    }

    @Test
    void aBlockedPositionIsStillDeadAsUnderFide() {
        assertEquals("DP", code(game("uscf", "4k3/8/8/p1p2p1p/P1P2P1P/8/8/4K3 w - - 0 1")));
    }

    @Test
    void bishopsOfOppositeColoursPlayOn() {
        assertEquals("-", code(game("uscf", "4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1")));
    }

    @Test
    void resignationAlwaysLosesEvenWhenTheOpponentCannotMate() {
        Game game = game("uscf", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
        game.resign(Color.WHITE);
        assertEquals("BR", code(game), "fide: RM; US Chess has no 5.1.2 exception");
    }

    @Test
    void aSuddenDeathControlWithoutIncrementGetsFiveSecondsSimpleDelay5E() {
        TimeControl played = DelayClocks.asPlayed(TimeControlParser.parse("5"));
        assertEquals(Delay.SIMPLE, played.delay());
        assertEquals(Duration.ofSeconds(5), played.delayTime());
    }

    @Test
    void aControlNamingItsIncrementOrDelayIsPlayedAsAnnounced5E() {
        TimeControl increment = TimeControlParser.parse("5+3");
        assertEquals(increment, DelayClocks.asPlayed(increment));
        TimeControl bronstein = TimeControlParser.parse("5").withDelay(Delay.BRONSTEIN, Duration.ofSeconds(2));
        assertEquals(bronstein, DelayClocks.asPlayed(bronstein));
    }

    @Test
    void theDelayKeepsTheFlagUpForAMoveWithinIt() {
        long[] now = {0};
        Game game = Games.game("uscf", Games.START, org.chesseus.api.game.GameOptions.builder()
                .clock(TimeControlParser.parse("10s"), () -> now[0]).build());
        now[0] = Duration.ofSeconds(14).toNanos();
        play(game, "e2e4");
        assertFalse(game.isOver(), "14 s on a 10 s clock with a 5 s simple delay: 1 s left");
        assertTrue(game.ruling().clocks().isPresent());
    }
}
