package org.chesseus.api.driver;

import org.chesseus.api.game.GameView;
import org.chesseus.api.game.Outcome;
import org.chesseus.api.game.Ruling;

/**
 * One game seen through a driver. The host calls every method from one thread, with the game at
 * the moment it describes; a session reads the game through a read-only {@link GameView} and never
 * acts on it (the host applies the {@link Intent}s it returns under the book's rules). Driver SPI
 * version 2: version 1 handed sessions the mutable {@code Game}.
 */
public interface DriverSession {

    /** What {@code line}, typed by a person, asks for (SAN, UCI, numeric squares, commands, …). */
    Intent read(String line, GameView game);

    /** The game begins (or resumes from a record): show the position. */
    void started(GameView game);

    /** A move was played; the game may have ended with it ({@link #ended} follows). */
    void moved(GameView game, Played played);

    /** An action other than a move was ruled on and the game goes on (an offer, a claim that failed, time given). */
    void ruled(GameView game, Ruling ruling);

    /** Input or an action was refused: {@code reason} says why; the clock keeps running. */
    void refused(GameView game, String reason);

    /** The game has ended: show the code, the score, the article and the sentence. */
    void ended(GameView game, Outcome outcome);

    /** The line shown where a person types: whose move it is and the clocks, read now. */
    default String prompt(GameView game) {
        return "> ";
    }
}
