package org.chesseus.api.game;

import java.util.List;
import java.util.Optional;
import org.chesseus.api.Move;
import org.chesseus.api.Position;
import org.chesseus.api.rules.RuleBook;

/**
 * A game as a driver sees it: read only. Drivers show the game and say what a player asks for
 * ({@link org.chesseus.api.driver.Intent}); the host that owns the {@link Game} applies it. Since
 * driver SPI version 2.
 */
public interface GameView {

    /** The rule book of the game. */
    RuleBook book();

    /** The clock and event regulations of the game. */
    GameOptions options();

    /** The ruling on the present position. */
    Ruling ruling();

    /** The outcome, once the game has ended. */
    Optional<Outcome> outcome();

    /** Whether the game has ended. */
    boolean isOver();

    /** The moves played, from the start. */
    List<Move> moves();

    /** The positions of the game, from the start. */
    List<Position> positions();
}
