package org.chesseus.api.driver;

import org.chesseus.api.game.Game;
import org.chesseus.api.game.Outcome;
import org.chesseus.api.game.Ruling;

/**
 * One game seen through a driver. The host calls every method from one thread, with the game at
 * the moment it describes; a session reads the game and never acts on it (the host applies the
 * {@link Intent}s it returns under the book's rules).
 */
public interface DriverSession {

    /** What {@code line}, typed by a person, asks for (SAN, UCI, numeric squares, commands, …). */
    Intent read(String line, Game game);

    /** The game begins (or resumes from a record): show the position. */
    void started(Game game);

    /** A move was played; the game may have ended with it ({@link #ended} follows). */
    void moved(Game game, Played played);

    /** An action other than a move was ruled on and the game goes on (an offer, a claim that failed, time given). */
    void ruled(Game game, Ruling ruling);

    /** Input or an action was refused: {@code reason} says why; the clock keeps running. */
    void refused(Game game, String reason);

    /** The game has ended: show the code, the score, the article and the sentence. */
    void ended(Game game, Outcome outcome);

    /** The line shown where a person types: whose move it is and the clocks, read now. */
    default String prompt(Game game) {
        return "> ";
    }
}
