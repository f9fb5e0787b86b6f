package org.chesseus.drivers.play;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.clock.Period;
import org.chesseus.api.clock.TimeControl;
import org.chesseus.api.game.ClockReading;

/**
 * The UCI commands that ask an engine for its move: {@code position … moves …} from the start of
 * the record, and {@code go} with the real clocks ({@code wtime btime winc binc}, {@code
 * movestogo} before a period's move count is reached) or, in an untimed game, a fixed time a move.
 */
public final class UciCommands {
    /** How long an engine thinks a move in an untimed game. */
    static final Duration UNTIMED_MOVE = Duration.ofSeconds(1);

    private UciCommands() {
    }

    /** {@code position startpos moves …} or {@code position fen … moves …}. */
    public static String position(String startFen, boolean standardStart, List<String> uciMoves) {
        StringBuilder line = new StringBuilder(standardStart ? "position startpos" : "position fen " + startFen);
        if (!uciMoves.isEmpty()) {
            line.append(" moves ").append(String.join(" ", uciMoves));
        }
        return line.toString();
    }

    /**
     * {@code go} for the side to move: the clocks as they read now, each side's increment and
     * moves to go in its present period.
     *
     * @param movesMade the moves each side has completed, White first
     */
    public static String go(Optional<ClockReading> clocks, Optional<TimeControl> control, Color toMove, int[] movesMade) {
        if (clocks.isEmpty() || control.isEmpty()) {
            return "go movetime " + UNTIMED_MOVE.toMillis();
        }
        StringBuilder line = new StringBuilder("go");
        line.append(" wtime ").append(millis(clocks.get().remaining(Color.WHITE)));
        line.append(" btime ").append(millis(clocks.get().remaining(Color.BLACK)));
        line.append(" winc ").append(period(control.get(), movesMade[0]).increment().toMillis());
        line.append(" binc ").append(period(control.get(), movesMade[1]).increment().toMillis());
        int toGo = movesToGo(control.get(), movesMade[toMove.ordinal()]);
        if (toGo > 0) {
            line.append(" movestogo ").append(toGo);
        }
        return line.toString();
    }

    private static long millis(Duration time) {
        return Math.max(1, time.toMillis());
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
        return 0;
    }
}
