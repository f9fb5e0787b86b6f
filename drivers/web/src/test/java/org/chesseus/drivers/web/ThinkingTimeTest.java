package org.chesseus.drivers.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.ServiceLoader;
import org.chesseus.api.engine.SearchLimits;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;
import org.junit.jupiter.api.Test;

/**
 * The engine's thinking time read from the game's clock, against figures worked out by hand from
 * the time control (a 40-move period of 90 minutes, then 30 minutes, 30 s a move throughout, the
 * increment added when a move starts as FIDE's clocks add it, so 90:00 reads 90:30 on the move; a
 * 5-minute game under a 5-second delay; an untimed game, a second a move as {@code play}'s engine).
 */
class ThinkingTimeTest {
    private final OpenGames games = new OpenGames(new RuleBookComposer(ServiceLoader.load(RuleLayer.class).stream()
            .map(ServiceLoader.Provider::get).toList()), EngineSeats.none(), () -> 0L, ServeLimits.DEFAULTS);

    private SearchLimits limits(String body, String... moves) {
        WebGame game = games.open(NewGame.read(body, new ServeDefaults("fide", "")));
        for (String move : moves) {
            game.act(ActionRequest.read("{\"type\":\"move\",\"move\":\"" + move + "\"}"));
        }
        return ThinkingTime.of(game.game());
    }

    /** UCI's {@code go wtime W btime B winc I binc I movestogo N}. */
    private static SearchLimits onClock(long white, long black, long increment, int toGo) {
        return new SearchLimits(OptionalLong.of(white), OptionalLong.of(black), increment, increment, OptionalInt.of(toGo),
                OptionalInt.empty(), OptionalLong.empty(), OptionalInt.empty(), OptionalLong.empty(), false);
    }

    @Test
    void aPeriodOfFortyMovesGivesBothClocksTheIncrementAndTheMovesToGo() {
        SearchLimits start = limits("{\"time\":\"40/90+30,30+30\"}");
        assertEquals(onClock(5_430_000, 5_400_000, 30_000, 40), start);
    }

    @Test
    void afterWhitesFirstMoveBlackHasFortyToGoAndItsIncrementOnItsClock() {
        SearchLimits black = limits("{\"time\":\"40/90+30,30+30\"}", "e4");
        assertEquals(onClock(5_430_000, 5_430_000, 30_000, 40), black);
    }

    @Test
    void aSimpleDelayTravelsAsTheIncrementAndSuddenDeathHasNoMovesToGo() {
        assertEquals(SearchLimits.clock(300_000, 300_000, 5_000, 5_000), limits("{\"time\":\"5\",\"delay\":5}"));
    }

    @Test
    void anUntimedGameGivesTheEngineASecondAMove() {
        assertEquals(SearchLimits.moveTime(1_000), limits("{}"));
    }
}
