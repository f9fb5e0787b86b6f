package org.chesseus.tools.analyze;

import java.util.List;
import java.util.Locale;
import org.chesseus.api.Color;
import org.chesseus.api.Position;

/**
 * Which side's "can it still checkmate?" {@code analyze --side} asks: both (the dead-position
 * question of FIDE 5.2.2 needs both), one colour, or {@code flagged} — the question of 6.9 when
 * the side to move lets its flag fall: can the opponent, the side that just moved, still mate by
 * some series of legal moves? That reading counts the half-move clock (a mate the 75-move rule,
 * 9.6.2, would forbid is no mate in the game).
 */
public enum AskedSide {
    /** Both sides, White first. */
    BOTH,
    /** White alone: can White checkmate Black? */
    WHITE,
    /** Black alone: can Black checkmate White? */
    BLACK,
    /** The side that just moved, the side to move having flagged (6.9), clock-aware. */
    FLAGGED;

    /** The words {@code --side} takes. */
    public static final List<String> WORDS = List.of("white", "black", "flagged");

    /**
     * The side a word of {@code --side} names.
     *
     * @throws IllegalArgumentException naming the words it takes
     */
    public static AskedSide of(String word) {
        String lower = word.strip().toLowerCase(Locale.ROOT);
        if (!WORDS.contains(lower)) {
            throw new IllegalArgumentException("--side takes " + String.join(", ", WORDS) + " (both sides without it), not '"
                    + word + "'");
        }
        return valueOf(lower.toUpperCase(Locale.ROOT));
    }

    /** The maters asked about in this position, in colour order. */
    public List<Color> maters(Position position) {
        switch (this) {
            case WHITE: return List.of(Color.WHITE);
            case BLACK: return List.of(Color.BLACK);
            case FLAGGED: return List.of(position.sideToMove().opposite());
            default: return List.of(Color.WHITE, Color.BLACK);
        }
    }

    /** Whether both sides are asked, so that a dead position (5.2.2) can be told. */
    public boolean both() {
        return this == BOTH;
    }

    /** Whether the question counts the half-move clock: always for a flag fall, else as asked ({@code --clock}). */
    public boolean clockAware(boolean clock) {
        return this == FLAGGED || clock;
    }
}
