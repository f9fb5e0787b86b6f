package org.chesseus.tools.corpus;

import java.util.SplittableRandom;
import org.chesseus.api.Color;

/**
 * A game the players or the site stop, drawn before it begins: aborted at the start or after the
 * first move (0.2%, result {@code *}), left by the player to move (0.4%, a loss), ended for a
 * rules infraction (0.05%, a loss for either side), or stopped unterminated (0.05%, {@code *}); or
 * none (ply −1). The rare kinds fall on fixed games of every 2,000, the rest is drawn. A game the board ends first is not interrupted.
 *
 * @param ply the ply at which the game stops; −1 for none
 * @param ending how it stops
 * @param infringer for a rules infraction, the side that loses
 */
record Interruption(int ply, Ending ending, Color infringer) {

    static final Interruption NONE = new Interruption(-1, Ending.UNTERMINATED, Color.WHITE);

    /**
     * The interruption of game {@code index}: the rare kinds on fixed games of every 2,000 (so a
     * corpus of 2,000 holds each), the player who leaves drawn from {@code random}.
     */
    static Interruption draw(SplittableRandom random, int index) {
        int slot = index % 2000;
        double chance = random.nextDouble();
        if (slot == 250 || slot == 1250 || slot == 1750 || slot == 1999) {
            return new Interruption(random.nextInt(2), Ending.ABORTED, Color.WHITE);
        }
        if (slot == 500) {
            return new Interruption(4 + random.nextInt(16), Ending.RULES_INFRACTION,
                    random.nextBoolean() ? Color.WHITE : Color.BLACK);
        }
        if (slot == 1500) {
            return new Interruption(4 + random.nextInt(16), Ending.UNTERMINATED, Color.WHITE);
        }
        return chance < 0.004 ? new Interruption(2 + random.nextInt(50), Ending.ABANDONED, Color.WHITE) : NONE;
    }

    /** The result recorded when the game stops with {@code toMove} to move. */
    String result(Color toMove) {
        return switch (ending) {
            case ABANDONED -> toMove == Color.WHITE ? "0-1" : "1-0";
            case RULES_INFRACTION -> infringer == Color.WHITE ? "0-1" : "1-0";
            default -> "*";
        };
    }
}
