package org.chesseus.launcher.play;

import java.time.Duration;
import java.util.List;
import org.chesseus.api.Color;
import org.chesseus.api.Move;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;
import org.chesseus.api.game.ClockReading;
import org.chesseus.api.game.GameView;

/**
 * Where a resumed game picks up, in one line for the person coming back to it: the last move with
 * its number, the side to move and both clocks ({@code resumes after 23...Nf6, White to move,
 * White 3:12 / Black 2:58}).
 */
final class ResumePoint {
    private ResumePoint() {
    }

    /** The line for {@code game}, replayed from its record; its moves written in {@code notation}'s SAN. */
    static String of(GameView game, MoveNotation notation) {
        List<Move> moves = game.moves();
        List<Position> positions = game.positions();
        StringBuilder line = new StringBuilder("the game resumes ");
        if (moves.isEmpty()) {
            line.append("at its start");
        } else {
            Position before = positions.get(moves.size() - 1);
            Move last = moves.get(moves.size() - 1);
            line.append("after ").append(before.fullmoveNumber()).append(before.sideToMove() == Color.WHITE ? ". " : "...")
                    .append(notation.san(before, last));
        }
        line.append(", ").append(game.ruling().position().sideToMove().title()).append(" to move");
        game.ruling().clocks().ifPresent(clocks -> line.append(", ").append(clocks(clocks)));
        return line.toString();
    }

    private static String clocks(ClockReading clocks) {
        return "White " + time(clocks.remaining(Color.WHITE)) + " / Black " + time(clocks.remaining(Color.BLACK));
    }

    /** Whole seconds, as a clock face shows them: {@code 3:12}, {@code 1:02:03}. */
    private static String time(Duration left) {
        long seconds = Math.max(0, left.getSeconds());
        long minutes = seconds / 60;
        return minutes >= 60 ? String.format("%d:%02d:%02d", minutes / 60, minutes % 60, seconds % 60)
                : String.format("%d:%02d", minutes, seconds % 60);
    }
}
