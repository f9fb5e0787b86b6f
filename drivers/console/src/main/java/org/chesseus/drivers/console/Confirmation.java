package org.chesseus.drivers.console;

import java.util.Locale;
import java.util.Set;
import org.chesseus.api.Color;

/**
 * The question asked at a terminal before a resignation ({@code resign}, Ctrl-D), which cannot be
 * taken back (FIDE 5.1.2): only a yes resigns; anything else plays on, and Ctrl-D again resigns.
 */
final class Confirmation {
    private static final Set<String> YES = Set.of("y", "yes", "resign");

    private Confirmation() {
    }

    /** The prompt asking {@code side} to confirm. */
    static String question(Color side) {
        return "Resign the game as " + side.title() + "? Type y to resign, anything else to play on: ";
    }

    /** Whether {@code answer} confirms. */
    static boolean yes(String answer) {
        return YES.contains(answer.strip().toLowerCase(Locale.ROOT));
    }
}
