package org.chesseus.api.driver;

import static java.util.Objects.requireNonNull;

import java.util.Set;
import org.chesseus.api.Color;
import org.chesseus.api.MoveNotation;

/**
 * What the host tells a driver when it opens a session.
 *
 * @param screen where to show
 * @param unicode whether the terminal shows Unicode chess pieces (otherwise plain ASCII)
 * @param color whether the terminal shows ANSI colours
 * @param blindfold draw no board: show the moves only
 * @param flip turn the board over from the orientation the driver would choose
 * @param humans the sides played by people at this terminal (the others are engines)
 * @param notation SAN and UCI for the game's rule book
 */
public record DriverSetup(Screen screen, boolean unicode, boolean color, boolean blindfold, boolean flip,
        Set<Color> humans, MoveNotation notation) {
    /** Requires every part. */
    public DriverSetup {
        requireNonNull(screen, "screen");
        humans = Set.copyOf(humans);
        requireNonNull(notation, "notation");
    }
}
