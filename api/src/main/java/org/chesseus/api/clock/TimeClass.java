package org.chesseus.api.clock;

/**
 * The class of a time control (FIDE Appendices A and B, Rating Regulations): by the time for 60
 * moves, base + 60 × increment — blitz at most 10 minutes, rapid more than 10 and less than 60,
 * standard 60 or more (45+15 is standard).
 */
public enum TimeClass {
    BLITZ,
    RAPID,
    STANDARD;

    /** The class of a control whose first period gives {@code baseSeconds} and {@code incrementSeconds}. */
    public static TimeClass of(double baseSeconds, double incrementSeconds) {
        double minutes = (baseSeconds + 60 * incrementSeconds) / 60;
        if (minutes <= 10) {
            return BLITZ;
        }
        return minutes < 60 ? RAPID : STANDARD;
    }
}
