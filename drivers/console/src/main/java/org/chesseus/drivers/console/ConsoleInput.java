package org.chesseus.drivers.console;

import java.util.Locale;
import org.chesseus.api.IllegalMoveException;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;
import org.chesseus.api.driver.Intent;

/**
 * What a line typed at the console means for the game: a move in SAN ({@code Nf3}, {@code exd5},
 * {@code O-O}, {@code e8=N}) or UCI ({@code g1f3}, {@code e7e8n}), a trailing {@code =} making it a
 * draw request; {@code =} alone, a draw request; {@code resign} or {@code r}; {@code undo}. The
 * console's own commands are answered by the session.
 */
final class ConsoleInput {
    private ConsoleInput() {
    }

    /** The intent of {@code text} (stripped, not a console command) in {@code position}. */
    static Intent read(String text, Position position, MoveNotation notation) {
        String lower = text.toLowerCase(Locale.ROOT);
        if (text.isEmpty()) {
            return Intent.nothing();
        }
        if (text.equals("=")) {
            return Intent.drawRequest();
        }
        if (lower.equals("resign") || lower.equals("r")) {
            return Intent.resign();
        }
        if (lower.equals("undo")) {
            return Intent.undo();
        }
        boolean drawRequest = text.endsWith("=");
        String written = drawRequest ? text.substring(0, text.length() - 1).strip() : text;
        try {
            return Intent.move(notation.parse(position, written), drawRequest);
        } catch (IllegalMoveException refused) {
            return Intent.invalid(refused.getMessage() + " (type 'moves' for the legal moves, 'help' for the commands)");
        }
    }
}
