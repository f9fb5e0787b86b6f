package org.chesseus.drivers.web;

import static java.util.Objects.requireNonNull;

import java.util.Optional;

/**
 * What a game opened without saying otherwise is played under: the profile and time control
 * {@code chesseus serve} was started with.
 *
 * @param profile the profile ({@code fide} unless {@code --rules} says otherwise)
 * @param clock the time control in the shared grammar; empty text for untimed games
 */
public record ServeDefaults(String profile, String clock) {
    /** Requires every part. */
    public ServeDefaults {
        requireNonNull(profile, "profile");
        requireNonNull(clock, "clock");
    }

    /** The time control, when games are timed. */
    public Optional<String> time() {
        return Optional.of(clock.strip()).filter(text -> !text.isEmpty());
    }
}
