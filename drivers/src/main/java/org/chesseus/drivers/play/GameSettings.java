package org.chesseus.drivers.play;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.LongSupplier;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.clock.Delay;
import org.chesseus.api.clock.Period;
import org.chesseus.api.clock.TimeControl;
import org.chesseus.api.clock.TimeControlParser;
import org.chesseus.api.game.GameOptions;

/**
 * The clock and event regulations of a game from its settings: {@code time} in the shared grammar
 * ({@code 5+3}, {@code 40/90+30,30+30}), a simple ({@code delay}) or Bronstein ({@code bronstein})
 * delay in seconds with an increment-free base, odds ({@code white-time}, {@code black-time}, in
 * the grammar's base: minutes unless suffixed), and no draw offers before a move ({@code
 * no-offers-before}, FIDE 9.1.1).
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
        Optional<TimeControl> control = control(settings);
        Optional<Duration> white = settings.get("white-time").map(text -> odds("--white-time", text));
        Optional<Duration> black = settings.get("black-time").map(text -> odds("--black-time", text));
        if ((white.isPresent() || black.isPresent()) && control.isEmpty()) {
            throw new RejectedInputException("--white-time and --black-time give odds on a clock: add --time, e.g. --time 5");
        }
        int noOffersBefore = settings.get("no-offers-before").map(GameSettings::moveNumber).orElse(0);
        return nanos -> {
            GameOptions.Builder builder = GameOptions.builder().noOffersBeforeMove(noOffersBefore);
            control.ifPresent(c -> builder.clock(c, nanos));
            if (white.isPresent() || black.isPresent()) {
                Duration base = control.get().periods().get(0).base();
                builder.odds(white.orElse(base), black.orElse(base));
            }
            return builder.build();
        };
    }

    /** The time control, with its delay. */
    static Optional<TimeControl> control(PlaySettings settings) {
        Optional<TimeControl> control = settings.get("time").map(TimeControlParser::parse);
        Optional<String> simple = settings.get("delay");
        Optional<String> bronstein = settings.get("bronstein");
        if (simple.isPresent() && bronstein.isPresent()) {
            throw new RejectedInputException("--delay and --bronstein: choose one delay");
        }
        if (simple.isEmpty() && bronstein.isEmpty()) {
            return control;
        }
        String option = simple.isPresent() ? "--delay" : "--bronstein";
        String seconds = simple.orElseGet(bronstein::get);
        if (control.isEmpty()) {
            throw new RejectedInputException(option + " " + seconds + ": a delay needs a clock; add --time, e.g. --time 5");
        }
        for (Period period : control.get().periods()) {
            if (!period.increment().isZero()) {
                throw new RejectedInputException(option + " " + seconds + ": a delay goes with an increment-free base"
                        + " (--time 5, not --time 5+3)");
            }
        }
        return Optional.of(control.get().withDelay(simple.isPresent() ? Delay.SIMPLE : Delay.BRONSTEIN, seconds(option, seconds)));
    }

    private static Duration seconds(String option, String text) {
        try {
            BigDecimal seconds = new BigDecimal(text.strip());
            if (seconds.signum() <= 0 || seconds.compareTo(BigDecimal.valueOf(3600)) > 0) {
                throw new RejectedInputException(option + " " + text + ": the delay is more than 0 and at most 3600 seconds");
            }
            return Duration.ofNanos(seconds.movePointRight(9).longValue());
        } catch (NumberFormatException e) {
            throw new RejectedInputException(option + " " + text + ": not a number of seconds");
        }
    }

    private static Duration odds(String option, String text) {
        try {
            return TimeControlParser.parse(text).periods().get(0).base();
        } catch (RejectedInputException e) {
            throw new RejectedInputException(option + " " + text + ": a time such as 5 (minutes) or 270s (" + e.getMessage() + ")");
        }
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
