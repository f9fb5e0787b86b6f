package org.chesseus.rules.l3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.time.Duration;
import org.chesseus.api.Color;
import org.chesseus.api.clock.TimeControlParser;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.GameOptions;
import org.chesseus.api.game.Ruling;
import org.junit.jupiter.api.Test;

/**
 * FIDE 9.5.3: an incorrect claim gives the opponent two minutes (one in rapid and blitz) where the
 * event applies it, and stands as a draw offer (9.1.2.3).
 */
class ClaimPenaltyTest {
    private final FakeTime time = new FakeTime();

    private Game clocked(String control, boolean penalty) {
        return Games.game("fide", Games.START,
                GameOptions.builder().clock(TimeControlParser.parse(control), time).claimPenalty(penalty).build());
    }

    @Test
    void claimPenaltyGivesTheOpponentTwoMinutesInStandardPlay() {
        Game game = clocked("90", true);
        Ruling ruling = game.claimDraw(Color.WHITE);
        assertFalse(ruling.isOver());
        assertEquals(Duration.ofMinutes(92), ruling.clocks().orElseThrow().remaining(Color.BLACK));
        assertEquals(Color.WHITE, ruling.pendingOffer().orElseThrow());
    }

    @Test
    void claimPenaltyGivesTheOpponentOneMinuteInRapid() {
        assertEquals(Duration.ofMinutes(26), clocked("25", true).claimDraw(Color.WHITE).clocks().orElseThrow()
                .remaining(Color.BLACK));
    }

    @Test
    void claimPenaltyIsLeftOutWhereTheEventSaysSo() {
        assertEquals(Duration.ofMinutes(90), clocked("90", false).claimDraw(Color.WHITE).clocks().orElseThrow()
                .remaining(Color.BLACK));
    }
}
