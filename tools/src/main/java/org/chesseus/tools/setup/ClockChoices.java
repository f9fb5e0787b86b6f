package org.chesseus.tools.setup;

import static java.util.Objects.requireNonNull;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.List;
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
 * The clock choices every command shares: {@code time} in the shared grammar ({@code 5+3}, {@code
 * 40/90+30,30+30}), a simple ({@code delay}) or Bronstein ({@code bronstein}) delay in seconds with
 * an increment-free base, and odds ({@code white-time}, {@code black-time}, in the grammar's base:
 * minutes unless suffixed). A command may also offer {@code tc} ({@link #TC}, {@code match}'s
 * {@code --tc}): the time control in cutechess's grammar ({@link CutechessTimeControl}, seconds),
 * instead of {@code time}; with it, odds carry their unit ({@code 5s}, not {@code 5}), as a bare
 * number there would be read as minutes. Read and checked whole at once; a refusal names the
 * choice as the caller spells it ({@link Spelling}).
 */
public final class ClockChoices {
    /** The keys of the choices, in the order they are read. */
    public static final List<String> KEYS = List.of("time", "delay", "bronstein", "white-time", "black-time");
    /** The key of the time control in cutechess's grammar, read by the commands that offer it (not in {@link #KEYS}). */
    public static final String TC = "tc";

    private final Optional<TimeControl> control;
    private final Optional<Duration> white;
    private final Optional<Duration> black;

    private ClockChoices(Optional<TimeControl> control, Optional<Duration> white, Optional<Duration> black) {
        this.control = control;
        this.white = white;
        this.black = black;
    }

    /**
     * The choices {@code given} holds under the {@link #KEYS} (a blank value is no choice).
     *
     * @throws RejectedInputException naming the choice at fault
     */
    public static ClockChoices read(Function<String, Optional<String>> given, Spelling spelling) {
        requireNonNull(spelling, "spelling");
        Function<String, Optional<String>> value = key -> given.apply(key).map(String::strip).filter(text -> !text.isEmpty());
        boolean tc = value.apply(TC).isPresent();
        Optional<TimeControl> control = control(value, spelling);
        Optional<Duration> white = value.apply("white-time").map(text -> odds(spelling.spell("white-time"), text, tc));
        Optional<Duration> black = value.apply("black-time").map(text -> odds(spelling.spell("black-time"), text, tc));
        if ((white.isPresent() || black.isPresent()) && control.isEmpty()) {
            throw new RejectedInputException(spelling.spell("white-time") + " and " + spelling.spell("black-time")
                    + " give odds on a clock: add " + spelling.spell(tc ? TC : "time") + ", e.g. "
                    + spelling.example(tc ? TC : "time", tc ? "10+0.1" : "5"));
        }
        return new ClockChoices(control, white, black);
    }

    /** The time control with its delay; empty for an untimed game. */
    public Optional<TimeControl> control() {
        return control;
    }

    /** Puts the clock (with its odds) on a game's options, timed by {@code nanos}; nothing when untimed. */
    public GameOptions.Builder applyTo(GameOptions.Builder options, LongSupplier nanos) {
        control.ifPresent(c -> {
            options.clock(c, nanos);
            if (white.isPresent() || black.isPresent()) {
                Duration base = c.periods().get(0).base();
                options.odds(white.orElse(base), black.orElse(base));
            }
        });
        return options;
    }

    private static Optional<TimeControl> control(Function<String, Optional<String>> value, Spelling spelling) {
        Optional<String> tc = value.apply(TC);
        if (tc.isPresent() && value.apply("time").isPresent()) {
            throw new RejectedInputException(spelling.spell("time") + " and " + spelling.spell(TC) + ": choose one time control ("
                    + spelling.spell("time") + " in minutes, FIDE's form; " + spelling.spell(TC) + " in seconds, cutechess's)");
        }
        String timeKey = tc.isPresent() ? TC : "time";
        Optional<TimeControl> control = tc.isPresent() ? CutechessTimeControl.parse(spelling.spell(TC), tc.get())
                : value.apply("time").map(text -> time(text, spelling));
        Optional<String> simple = value.apply("delay");
        Optional<String> bronstein = value.apply("bronstein");
        if (simple.isPresent() && bronstein.isPresent()) {
            throw new RejectedInputException(spelling.spell("delay") + " and " + spelling.spell("bronstein") + ": choose one delay");
        }
        if (simple.isEmpty() && bronstein.isEmpty()) {
            return control;
        }
        String option = spelling.spell(simple.isPresent() ? "delay" : "bronstein");
        String seconds = simple.orElseGet(bronstein::get);
        if (control.isEmpty()) {
            throw new RejectedInputException(option + " " + seconds + ": a delay needs a clock; add " + spelling.spell(timeKey)
                    + ", e.g. " + spelling.example(timeKey, tc.isPresent() ? "10" : "5"));
        }
        for (Period period : control.get().periods()) {
            if (!period.increment().isZero()) {
                throw new RejectedInputException(option + " " + seconds + ": a delay goes with an increment-free base ("
                        + spelling.example(timeKey, tc.isPresent() ? "10" : "5") + ", not "
                        + spelling.example(timeKey, tc.isPresent() ? "10+0.1" : "5+3") + ")");
            }
        }
        return Optional.of(control.get().withDelay(simple.isPresent() ? Delay.SIMPLE : Delay.BRONSTEIN, seconds(option, seconds)));
    }

    private static TimeControl time(String text, Spelling spelling) {
        try {
            return TimeControlParser.parse(text);
        } catch (RejectedInputException refused) {
            throw spelling.badTime(text, refused);
        }
    }

    private static Duration seconds(String option, String text) {
        try {
            BigDecimal seconds = new BigDecimal(text);
            if (seconds.signum() <= 0 || seconds.compareTo(BigDecimal.valueOf(3600)) > 0) {
                throw new RejectedInputException(option + " " + text + ": the delay is more than 0 and at most 3600 seconds");
            }
            return Duration.ofNanos(seconds.movePointRight(9).longValue());
        } catch (NumberFormatException e) {
            throw new RejectedInputException(option + " " + text + ": not a number of seconds");
        }
    }

    private static Duration odds(String option, String text, boolean tc) {
        if (tc && !text.isEmpty() && Character.isDigit(text.charAt(text.length() - 1))) {
            throw new RejectedInputException(option + " " + text + ": a bare number is minutes; beside a time control in"
                    + " seconds give the unit, e.g. " + text + "s");
        }
        try {
            return TimeControlParser.parse(text).periods().get(0).base();
        } catch (RejectedInputException e) {
            throw new RejectedInputException(option + " " + text + ": a time such as 5 (minutes) or 270s (" + e.getMessage() + ")");
        }
    }
}
