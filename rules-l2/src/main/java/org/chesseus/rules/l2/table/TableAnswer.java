package org.chesseus.rules.l2.table;

import static java.util.Objects.requireNonNull;

/**
 * What an endgame table says of a position.
 *
 * @param material the material, mater first ({@code KNvKR})
 * @param mate whether the mater forces mate against any defence
 * @param plies for a mate, the half-moves to it against the longest defence (0 when it is mate on the board)
 */
public record TableAnswer(String material, boolean mate, int plies) {
    /** Requires the material. */
    public TableAnswer {
        requireNonNull(material, "material");
    }
}
