package org.chesseus.api.kit;

import static java.util.Objects.requireNonNull;

import java.time.Duration;
import java.util.Set;
import java.util.function.LongSupplier;
import org.chesseus.api.clock.ChessClock;
import org.chesseus.api.clock.TimeControl;
import org.chesseus.api.game.ClockRule;

/**
 * A book's clock rule made from the one it replaces: the same clock, running the control as the
 * book reads it ({@link ClockAmendment}). The kit's {@link RuleKit#amendedClock}.
 */
final class AmendedClock implements ClockRule {
    private final ClockRule clock;
    private final String article;
    private final String summary;
    private final ClockAmendment amendment;

    AmendedClock(ClockRule clock, String article, String summary, ClockAmendment amendment) {
        this.clock = requireNonNull(clock, "clock");
        this.article = requireNonNull(article, "article");
        this.summary = requireNonNull(summary, "summary");
        this.amendment = requireNonNull(amendment, "amendment");
    }

    @Override
    public String id() {
        return clock.id();
    }

    @Override
    public Set<String> needs() {
        return clock.needs();
    }

    @Override
    public String article() {
        return article;
    }

    @Override
    public String summary() {
        return summary;
    }

    @Override
    public ChessClock clock(TimeControl control, LongSupplier nanos, Duration white, Duration black) {
        return clock.clock(amendment.asPlayed(control, white, black), nanos, white, black);
    }
}
