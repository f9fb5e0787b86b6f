package org.chesseus.drivers.web;

import java.time.Duration;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.chesseus.api.Color;
import org.chesseus.api.clock.Delay;
import org.chesseus.api.clock.Period;
import org.chesseus.api.clock.TimeControl;
import org.chesseus.api.engine.SearchLimits;
import org.chesseus.api.game.ClockReading;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.Ruling;

/**
 * How long the engine may think on its move: within the game's clock as it reads now — both
 * sides' time left, each side's increment in its present period, the moves to go before a
 * period's move count — or, in an untimed game, {@link #UNTIMED_MOVE} a move (at a playing level
 * the level's node budget ends the search sooner). The same figures {@code play} and {@code match}
 * send an engine as UCI's {@code go wtime btime winc binc movestogo}: UCI has no delay, so under a
 * simple or Bronstein delay the increment carries the delay, and an engine that spends no more
 * than its time left never loses on time.
 */
final class ThinkingTime {
    /** How long the engine thinks a move in an untimed game: as {@code play}'s engine does. */
    static final Duration UNTIMED_MOVE = Duration.ofSeconds(1);

    private ThinkingTime() {
    }

    /** The limits of a search for the side to move in {@code game} as it stands. */
    static SearchLimits of(Game game) {
        Ruling now = game.ruling();
        if (now.clocks().isEmpty() || game.options().timeControl().isEmpty()) {
            return SearchLimits.moveTime(UNTIMED_MOVE.toMillis());
        }
        ClockReading clocks = now.clocks().get();
        TimeControl control = game.options().timeControl().get();
        Color toMove = now.position().sideToMove();
        int[] made = movesMade(now.ply(), toMove);
        int toGo = movesToGo(control, made[toMove.ordinal()]);
        return new SearchLimits(OptionalLong.of(millis(clocks.remaining(Color.WHITE))),
                OptionalLong.of(millis(clocks.remaining(Color.BLACK))), increment(control, made[0]).toMillis(),
                increment(control, made[1]).toMillis(), toGo > 0 ? OptionalInt.of(toGo) : OptionalInt.empty(),
                OptionalInt.empty(), OptionalLong.empty(), OptionalInt.empty(), OptionalLong.empty(), false);
    }

    /** The moves each side has completed after {@code ply} half-moves, White first. */
    private static int[] movesMade(int ply, Color toMove) {
        Color starter = ply % 2 == 0 ? toMove : toMove.opposite();
        int[] made = new int[2];
        made[starter.ordinal()] = (ply + 1) / 2;
        made[starter.opposite().ordinal()] = ply / 2;
        return made;
    }

    private static long millis(Duration time) {
        return Math.max(1, time.toMillis());
    }

    /** What a side gains a move after {@code made} moves: its period's increment, or the delay. */
    private static Duration increment(TimeControl control, int made) {
        return control.delay() == Delay.NONE ? period(control, made).increment() : control.delayTime();
    }

    /** The period a side is in after {@code made} moves. */
    private static Period period(TimeControl control, int made) {
        int limit = 0;
        for (Period period : control.periods()) {
            limit += period.moves();
            if (period.isSuddenDeath() || made < limit) {
                return period;
            }
        }
        return control.periods().get(control.periods().size() - 1);
    }

    /** The moves before the next time control, a repeating last period's included; 0 in sudden death. */
    private static int movesToGo(TimeControl control, int made) {
        int limit = 0;
        for (Period period : control.periods()) {
            if (period.isSuddenDeath()) {
                return 0;
            }
            limit += period.moves();
            if (made < limit) {
                return limit - made;
            }
        }
        Period last = control.periods().get(control.periods().size() - 1);
        return last.moves() - (made - limit) % last.moves();
    }
}
