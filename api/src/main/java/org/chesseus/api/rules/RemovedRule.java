package org.chesseus.api.rules;

import static java.util.Objects.requireNonNull;

/**
 * A rule taken out of a book while it was composed: by an overlay that amends an article away
 * ({@code uscf} has no automatic fivefold), or by the user's {@code --without} for teaching.
 *
 * @param rule the rule as it stood in the book, with the layer that had put it there
 * @param by the id of the layer that removed it, or {@link #WITHOUT} when the user dropped it
 */
public record RemovedRule(RuleEntry rule, String by) {
    /** What {@link #by()} says when the user dropped the rule with {@code --without}. */
    public static final String WITHOUT = "--without";

    /** Requires both parts. */
    public RemovedRule {
        requireNonNull(rule, "rule");
        requireNonNull(by, "by");
    }

    /** Whether the user dropped the rule ({@code --without}), not a layer. */
    public boolean byUser() {
        return WITHOUT.equals(by);
    }
}
