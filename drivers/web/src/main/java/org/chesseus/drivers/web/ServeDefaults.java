package org.chesseus.drivers.web;

import static java.util.Objects.requireNonNull;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chesseus.tools.setup.ClockChoices;

/**
 * What a game opened without saying otherwise is played under: the profile, the rules dropped and
 * the clock choices {@code chesseus serve} was started with.
 *
 * @param profile the profile ({@code fide} unless {@code --rules} says otherwise)
 * @param without the rule ids dropped from every game's book ({@code --without})
 * @param clock the clock choices by {@link ClockChoices#KEYS} key ({@code time}, {@code delay}, …),
 *     only those given; none for untimed games
 */
public record ServeDefaults(String profile, List<String> without, Map<String, String> clock) {
    /** Requires every part; blank clock choices are left out. */
    public ServeDefaults {
        requireNonNull(profile, "profile");
        without = List.copyOf(without);
        Map<String, String> given = new LinkedHashMap<>();
        for (String key : ClockChoices.KEYS) {
            Optional.ofNullable(clock.get(key)).map(String::strip).filter(text -> !text.isEmpty())
                    .ifPresent(text -> given.put(key, text));
        }
        clock = Map.copyOf(given);
    }

    /** A profile and a time control in the shared grammar (empty text: untimed), nothing dropped. */
    public ServeDefaults(String profile, String time) {
        this(profile, List.of(), Map.of("time", time));
    }

    /** The time control, when games are timed. */
    public Optional<String> time() {
        return Optional.ofNullable(clock.get("time"));
    }

    /** How the server was started, for its first line: {@code rules fide without fivefold, time 5 delay 2}. */
    public String describe() {
        StringBuilder text = new StringBuilder("rules ").append(profile);
        if (!without.isEmpty()) {
            text.append(" without ").append(String.join(",", without));
        }
        if (time().isEmpty()) {
            return text.append(", untimed").toString();
        }
        text.append(',');
        for (String key : ClockChoices.KEYS) {
            Optional.ofNullable(clock.get(key)).ifPresent(value -> text.append(' ').append(key).append(' ').append(value));
        }
        return text.toString();
    }
}
