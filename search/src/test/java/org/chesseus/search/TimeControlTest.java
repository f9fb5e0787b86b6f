package org.chesseus.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.chesseus.api.Move;
import org.chesseus.api.Position;
import org.chesseus.api.engine.DrawRules;
import org.chesseus.api.engine.Engine;
import org.chesseus.api.engine.SearchLimits;
import org.chesseus.api.engine.SearchRequest;
import org.junit.jupiter.api.Test;

/** The clock's schedule against limits computed by hand (milliseconds; the control works in nanoseconds). */
class TimeControlTest {
    private static final long MS = 1_000_000;

    private static TimeControl clock(long leftMs, long incrementMs, int gamePly) {
        return TimeControl.of(SearchLimits.clock(leftMs, leftMs, incrementMs, incrementMs), true, 100, false,
                Long.MAX_VALUE, gamePly);
    }

    /** The soft limit, the clock's share of it and the hard limit, in milliseconds. */
    private static void assertLimits(TimeControl control, long softMs, long shareMs, long hardMs) {
        assertEquals(softMs * MS, control.softNanos(), "soft");
        assertEquals(shareMs * MS, control.clockShareNanos(), "the clock's share");
        assertEquals(hardMs * MS, control.hardNanos(), "hard");
    }

    @Test
    void theHorizonShrinksFromFortyFiveMovesToTwentyFour() {
        assertEquals(45, TimeControl.horizon(0));
        assertEquals(45, TimeControl.horizon(3));
        assertEquals(35, TimeControl.horizon(40));
        assertEquals(24, TimeControl.horizon(84));
        assertEquals(24, TimeControl.horizon(300));
    }

    @Test
    void atTheStartTheClockIsSharedOverFortyFiveMovesPlusThreeQuartersOfTheIncrement() {
        TimeControl control = clock(10_000, 100, 0);
        // usable 9,900: 9,900 / 45 = 220 from the clock, 75 from the increment; hard 5 × 295
        assertLimits(control, 295, 220, 1_475);
        assertEquals((75 + 440) * MS, control.limitNanos(0, 2.0));
        assertEquals((75 + 110) * MS, control.limitNanos(0, 0.5));
    }

    @Test
    void lateInTheGameOverTwentyFourMoves() {
        TimeControl control = clock(4_000, 100, 90);
        // usable 3,900: 3,900 / 24 = 162; hard min(5 × 237, 3,900 / 2)
        assertLimits(control, 237, 162, 1_185);
    }

    @Test
    void theHardLimitCapsTheEffortAndHalfTheClockCapsBoth() {
        TimeControl lastMove = TimeControl.of(new SearchLimits(OptionalLong.of(10_000), OptionalLong.of(10_000), 0,
                0, OptionalInt.of(1), OptionalInt.empty(), OptionalLong.empty(), OptionalInt.empty(),
                OptionalLong.empty(), false), true, 100, false, Long.MAX_VALUE, 20);
        assertEquals(4_950 * MS, lastMove.softNanos());
        assertEquals(4_950 * MS, lastMove.hardNanos());
        assertEquals(4_950 * MS, lastMove.limitNanos(0, 2.0));
    }

    @Test
    void aPlayingLevelKeepsThirtyMovesAndTheScheduleByStability() {
        TimeControl control = clock(10_000, 100, -1);
        // 9,900 / 30 = 330 plus 75; hard min(3 × 405, 3/5 of 9,900)
        assertEquals(405 * MS, control.softNanos());
        assertEquals(0, control.clockShareNanos());
        assertEquals(1_215 * MS, control.hardNanos());
        assertEquals(486 * MS, control.limitNanos(0, 0.25));
        assertEquals(324 * MS, control.limitNanos(3, 2.0));
        assertEquals(202_500_000L, control.limitNanos(6, 2.0));
    }

    @Test
    void theEffortIsTheProductOfItsThreeFactors() {
        assertEquals(1.1, TimeControl.effort(0, 0.5, 0), 1e-9);
        assertEquals(0.54 * 0.5 * 0.9, TimeControl.effort(8, 1.0, -100), 1e-9);
        assertEquals(0.54 * 0.5 * 0.9, TimeControl.effort(20, 0.99, -1000), 1e-9);
        assertEquals(1.1 * 1.3 * 1.4, TimeControl.effort(0, 0.0, 100), 1e-9);
        assertEquals(0.96 * 0.7 * 1.2, TimeControl.effort(2, 0.75, 25), 1e-9);
    }

    @Test
    void noClockNoTimeLimit() {
        TimeControl control = TimeControl.of(SearchLimits.depth(5), true, 100, false, Long.MAX_VALUE, 10);
        assertEquals(Long.MAX_VALUE, control.limitNanos(0, 1.0));
        assertTrue(control.anotherIteration(4, 0, 1.0, 1000));
        assertTrue(!control.anotherIteration(5, 0, 1.0, 1000));
    }

    @Test
    void theGamePlyCountsTheMovesBeforeTheStartAndAfterIt() {
        Position start = Chess.fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 10");
        Move reply = Chess.uci(start, "e7e5");
        assertEquals(19, ChesseusEngine.gamePly(SearchRequest.of(start, SearchLimits.depth(1))));
        assertEquals(20, ChesseusEngine.gamePly(new SearchRequest(start, List.of(reply), SearchLimits.depth(1),
                DrawRules.FIDE, List.of(), 1, false)));
    }

    @Test
    void theScheduleIsChosenByOption() {
        Engine engine = Chess.providedEngine();
        assertEquals(EngineSettings.DEFAULT_TIME_MANAGEMENT, engine.options().stream()
                .filter(option -> option.name().equals("Time Management")).findFirst().orElseThrow().defaultValue());
        for (String schedule : List.of("effort", "Stability")) {
            engine.setOption("time management", schedule);
            engine.newGame();
            SearchLimits clock = SearchLimits.clock(300, 300, 0, 0);
            assertTrue(Chess.search(engine, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", clock)
                    .best().isPresent(), schedule);
        }
        IllegalArgumentException wrong = assertThrows(IllegalArgumentException.class,
                () -> engine.setOption("Time Management", "fast"));
        assertTrue(wrong.getMessage().contains("[effort, stability]"), wrong.getMessage());
    }
}
