package org.chesseus.drivers.console;

import org.chesseus.api.driver.Driver;
import org.chesseus.api.driver.DriverSession;
import org.chesseus.api.driver.DriverSetup;

/**
 * The console driver ({@code --driver console}, the default): draws the board (Unicode pieces in
 * colour where the terminal can, ASCII otherwise), the last move, and FideLite's status line
 * ({@code C!} check, {@code M=} half-move clock, {@code R=} repetitions, {@code D?} a standing offer,
 * both clocks); reads moves in SAN or UCI, a trailing {@code =} as a draw request, and the
 * commands {@code help moves flip fen pgn undo resign}.
 */
public final class ConsoleDriver implements Driver {

    @Override
    public String id() {
        return "console";
    }

    @Override
    public String title() {
        return "Console: board, status line and clocks; moves in SAN or UCI";
    }

    @Override
    public DriverSession open(DriverSetup setup) {
        return new ConsoleSession(setup);
    }
}
