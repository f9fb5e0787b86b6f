package org.chesseus.drivers.match;

import org.chesseus.api.CastlingNotation;
import org.chesseus.api.Color;
import org.chesseus.api.FenWriter;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.GameOptions;
import org.chesseus.api.game.Ruling;
import org.chesseus.drivers.play.UciCommands;

/**
 * The UCI lines that ask an engine of a match for its move: {@code position} from the start of the
 * record (X-FEN castling in Chess960) with every move since, and {@code go nodes N} or {@code go}
 * with the clocks as they read now (the same as {@code play} sends).
 */
final class UciLines {
    private UciLines() {
    }

    /** {@code position startpos moves …} or {@code position fen … moves …}. */
    static String position(Game game, MoveNotation notation) {
        Position start = game.positions().get(0);
        boolean standard = start.equals(Position.start());
        String fen = standard ? "" : new FenWriter(game.book().legality(), CastlingNotation.X_FEN).write(start);
        return UciCommands.position(fen, standard, MatchGame.uciMoves(game, notation));
    }

    /** {@code go nodes N} with a node budget, else {@code go wtime … btime … winc … binc … [movestogo …]}. */
    static String go(Ruling now, GameOptions options, long nodes) {
        if (nodes > 0) {
            return "go nodes " + nodes;
        }
        Color toMove = now.position().sideToMove();
        return UciCommands.go(now.clocks(), options.timeControl(), toMove, movesMade(now, toMove));
    }

    /** The moves each side has completed, White first. */
    private static int[] movesMade(Ruling now, Color toMove) {
        int ply = now.ply();
        Color starter = ply % 2 == 0 ? toMove : toMove.opposite();
        int[] made = new int[2];
        made[starter.ordinal()] = (ply + 1) / 2;
        made[starter.opposite().ordinal()] = ply / 2;
        return made;
    }
}
