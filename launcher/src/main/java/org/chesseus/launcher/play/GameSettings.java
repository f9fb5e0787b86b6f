package org.chesseus.launcher.play;

import java.util.function.Function;
import java.util.function.LongSupplier;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.game.GameOptions;
import org.chesseus.tools.setup.ClockChoices;
import org.chesseus.tools.setup.Spelling;

/**
 * The clock and event regulations of a game from its settings: the clock choices every command
 * shares ({@code time}, {@code delay}, {@code bronstein}, {@code white-time}, {@code black-time};
 * see {@link ClockChoices}), and no draw offers before a move ({@code no-offers-before}, FIDE
 * 9.1.1).
 */
final class GameSettings {
    private GameSettings() {
    }

    /**
     * The game's options over a time source.
     *
     * @throws RejectedInputException naming the setting at fault
     */
    static Function<LongSupplier, GameOptions> options(PlaySettings settings) {
        ClockChoices clock = ClockChoices.read(settings::get, Spelling.OPTION);
        int noOffersBefore = settings.get("no-offers-before").map(GameSettings::moveNumber).orElse(0);
        return nanos -> clock.applyTo(GameOptions.builder().noOffersBeforeMove(noOffersBefore), nanos).build();
    }

    private static int moveNumber(String text) {
        try {
            int move = Integer.parseInt(text.strip());
            if (move >= 0) {
                return move;
            }
        } catch (NumberFormatException e) {
            // Reported below, with the value.
        }
        throw new RejectedInputException("--no-offers-before " + text + ": a move number, such as 30");
    }
}
