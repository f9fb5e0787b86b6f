package org.chesseus.tools.compare;

import org.chesseus.api.Legality;
import org.chesseus.api.Position;

/** The start position of a scenario, read by each book's legality in its own mode. */
@FunctionalInterface
public interface StartPosition {

    /**
     * The position, read as Chess960 (X-FEN, Shredder-FEN) when {@code chess960}.
     *
     * @throws org.chesseus.api.RejectedInputException when it cannot be read
     */
    Position read(Legality legality, boolean chess960);
}
