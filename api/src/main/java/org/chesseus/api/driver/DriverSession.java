package org.chesseus.api.driver;

import java.util.Map;
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

    /**
     * The record's tags as its file holds them (the seven-tag roster with the players' names, then
     * the game's settings), given before {@link #started} and again when they change; a driver that
     * prints the game as PGN prints them. By default ignored.
     */
    default void tagged(Map<String, String> tags) {
    }

    /**
     * A person typed a line while {@code thinker} (a side and its engine's name, {@code Black
     * (Stockfish 15.1)}) thinks on its move; the line was no action of the person's, so it is not
     * checked as a move. By default refused with that reason.
     */
    default void waiting(GameView game, String thinker) {
        refused(game, thinker + " is thinking; wait for its move");
    }

    /**
     * A person at a terminal ended the input (Ctrl-D): what that asks for. By default resignation;
     * a driver that asks first answers {@link Intent#nothing()} and shows the question in its
     * {@link #prompt}. The end of a script or a pipe resigns without asking the driver.
     */
    default Intent inputEnded(GameView game) {
        return Intent.resign();
    }
}
