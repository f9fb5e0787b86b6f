package org.chesseus.drivers.web;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chesseus.api.RejectedInputException;

/**
 * How much the server holds, so that its memory stays bounded however long it runs: a finished game
 * is let go {@code expireFinished} after its end was seen, any game {@code expireIdle} after its
 * last accepted action (or its opening); at most {@code maxGames} games are open and at most
 * {@code maxStreams} event streams run at once, over all games.
 *
 * @param expireFinished how long a finished game stays ({@code --expire-finished}, default 30 minutes)
 * @param expireIdle how long a game stays without an action ({@code --expire-idle}, default 24 hours)
 * @param maxGames the most games open at once ({@code --max-games}, default 1,000)
 * @param maxStreams the most event streams at once, all games together ({@code --max-streams}, default 256)
 */
public record ServeLimits(Duration expireFinished, Duration expireIdle, int maxGames, int maxStreams) {
    private static final Duration LONGEST = Duration.ofDays(365);
    private static final Pattern DURATION = Pattern.compile("(\\d{1,9})([smhd])");

    /** The defaults of {@code chesseus serve}: 30 minutes, 24 hours, 1,000 games, 256 streams. */
    public static final ServeLimits DEFAULTS = new ServeLimits(Duration.ofMinutes(30), Duration.ofHours(24), 1_000, 256);

    /**
     * Requires durations of whole seconds from 1s to 365d, and limits of at least one.
     *
     * @throws RejectedInputException naming the option of the part out of range
     */
    public ServeLimits {
        positive("--expire-finished", expireFinished);
        positive("--expire-idle", expireIdle);
        atLeastOne("--max-games", maxGames);
        atLeastOne("--max-streams", maxStreams);
    }

    /**
     * Reads a duration as the options write it: a whole number and a unit, {@code 90s}, {@code 30m},
     * {@code 24h}, {@code 7d}.
     *
     * @throws RejectedInputException naming the option and the text
     */
    public static Duration duration(String option, String text) {
        Matcher matcher = DURATION.matcher(text.strip().toLowerCase(Locale.ROOT));
        if (!matcher.matches()) {
            throw new RejectedInputException(option + " " + text + ": a duration is a whole number and a unit,"
                    + " s, m, h or d (90s, 30m, 24h, 7d)");
        }
        long amount = Long.parseLong(matcher.group(1));
        switch (matcher.group(2)) {
            case "s":
                return Duration.ofSeconds(amount);
            case "m":
                return Duration.ofMinutes(amount);
            case "h":
                return Duration.ofHours(amount);
            default:
                return Duration.ofDays(amount);
        }
    }

    /** A duration as the options write it, in its largest whole unit up to hours: {@code 30m}, {@code 24h}. */
    public static String written(Duration duration) {
        long seconds = duration.getSeconds();
        if (seconds % 3_600 == 0) {
            return seconds / 3_600 + "h";
        }
        return seconds % 60 == 0 ? seconds / 60 + "m" : seconds + "s";
    }

    /** What is kept, for messages: {@code finished games are kept 30m after their end, idle games 24h}. */
    String kept() {
        return "finished games are kept " + written(expireFinished) + " after their end (--expire-finished),"
                + " others " + written(expireIdle) + " after their last action (--expire-idle)";
    }

    private static void positive(String option, Duration duration) {
        if (duration.isNegative() || duration.isZero() || duration.getNano() != 0 || duration.compareTo(LONGEST) > 0) {
            throw new RejectedInputException(option + ": a duration of whole seconds, more than 0 and at most 365d");
        }
    }

    private static void atLeastOne(String option, int limit) {
        if (limit < 1) {
            throw new RejectedInputException(option + " " + limit + ": at least 1");
        }
    }
}
