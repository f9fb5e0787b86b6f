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
 * @param interactive whether a person types at a terminal (a line editor, Ctrl-D as a key): a driver
 *     may then ask before a step that cannot be undone; a script or a pipe is never asked
 * @param fixedBoard keep the board in one orientation (two people sharing a screen), never turned
 *     to the side to move
 */
public record DriverSetup(Screen screen, boolean unicode, boolean color, boolean blindfold, boolean flip,
        Set<Color> humans, MoveNotation notation, boolean interactive, boolean fixedBoard) {
    /** Requires every part. */
    public DriverSetup {
        requireNonNull(screen, "screen");
        humans = Set.copyOf(humans);
        requireNonNull(notation, "notation");
    }

    /** A set-up for a script or a pipe, the board turned as the driver chooses (Driver SPI version 2). */
    public DriverSetup(Screen screen, boolean unicode, boolean color, boolean blindfold, boolean flip,
            Set<Color> humans, MoveNotation notation) {
        this(screen, unicode, color, blindfold, flip, humans, notation, false, false);
    }
}
