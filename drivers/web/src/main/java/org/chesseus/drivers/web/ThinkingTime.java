package org.chesseus.drivers.web;

import java.time.Duration;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.chesseus.api.Color;
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
        int toGo = control.movesToGo(made[toMove.ordinal()]);
        return new SearchLimits(OptionalLong.of(millis(clocks.remaining(Color.WHITE))),
                OptionalLong.of(millis(clocks.remaining(Color.BLACK))), control.engineIncrement(made[0]).toMillis(),
                control.engineIncrement(made[1]).toMillis(), toGo > 0 ? OptionalInt.of(toGo) : OptionalInt.empty(),
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



}
