package org.chesseus.drivers.uci;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.chesseus.api.CastlingNotation;
import org.chesseus.api.Color;
import org.chesseus.api.FenWriter;
import org.chesseus.api.Move;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;
import org.chesseus.api.clock.TimeControl;
import org.chesseus.api.game.ClockReading;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.GameOptions;
import org.chesseus.api.game.Ruling;

/**
 * The UCI commands that ask an engine for its move, the same for {@code play} and {@code match}:
 * {@code position … moves …} from the start of the record (X-FEN castling in Chess960), and {@code
 * go} with the real clocks ({@code wtime btime winc binc}, {@code movestogo} before a period's move
 * count is reached, a repeating last period's included), {@code go nodes N}, or, in an untimed
 * game, a fixed time a move. UCI has no delay: under a simple or Bronstein delay, {@code winc} and
 * {@code binc} carry the delay (the time a move may take for free), and {@code wtime} / {@code
 * btime} the main time; an engine that spends no more than {@code wtime} never loses on time. (The lines an
 * engine answers with are {@link UciLines}'.)
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

    /** {@code position …} for a game: its start position and every move since. */
    public static String position(Game game, MoveNotation notation) {
        Position start = game.positions().get(0);
        boolean standard = start.equals(Position.start());
        String fen = standard ? "" : new FenWriter(game.book().legality(), CastlingNotation.X_FEN).write(start);
        return position(fen, standard, uciMoves(game, notation));
    }

    /** The moves of a game in UCI notation, for {@code position … moves …}. */
    public static List<String> uciMoves(Game game, MoveNotation notation) {
        List<Position> positions = game.positions();
        List<Move> moves = game.moves();
        List<String> uci = new ArrayList<>(moves.size());
        for (int i = 0; i < moves.size(); i++) {
            uci.add(notation.uci(positions.get(i), moves.get(i)));
        }
        return uci;
    }

    /**
     * {@code go} for the side to move in a game as it stands: {@code go nodes N} when {@code nodes}
     * is positive, else the clocks as they read now.
     */
    public static String go(Ruling now, GameOptions options, long nodes) {
        if (nodes > 0) {
            return "go nodes " + nodes;
        }
        Color toMove = now.position().sideToMove();
        return go(now.clocks(), options.timeControl(), toMove, movesMade(now, toMove));
    }

    /** The moves each side has completed by this ruling, White first. */
    private static int[] movesMade(Ruling now, Color toMove) {
        int ply = now.ply();
        Color starter = ply % 2 == 0 ? toMove : toMove.opposite();
        int[] made = new int[2];
        made[starter.ordinal()] = (ply + 1) / 2;
        made[starter.opposite().ordinal()] = ply / 2;
        return made;
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
        line.append(" winc ").append(control.get().engineIncrement(movesMade[0]).toMillis());
        line.append(" binc ").append(control.get().engineIncrement(movesMade[1]).toMillis());
        int toGo = control.get().movesToGo(movesMade[toMove.ordinal()]);
        if (toGo > 0) {
            line.append(" movestogo ").append(toGo);
        }
        return line.toString();
    }

    private static long millis(Duration time) {
        return Math.max(1, time.toMillis());
    }



}
