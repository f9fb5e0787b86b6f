package org.chesseus.api.rules;

import static java.util.Objects.requireNonNull;

/**
 * A rule as it stands in a composed book, with the layer that put it there.
 *
 * @param rule the rule
 * @param layer the id of the contributing layer
 */
public record RuleEntry(Rule rule, String layer) {
    /** Requires both parts. */
    public RuleEntry {
        requireNonNull(rule, "rule");
        requireNonNull(layer, "layer");
    }

    /** The rule's id. */
    public String id() {
        return rule.id();
    }

    /** The article the rule implements. */
    public String article() {
        return rule.article();
    }
}
