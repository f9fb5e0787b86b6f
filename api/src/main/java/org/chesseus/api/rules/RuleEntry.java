package org.chesseus.api.rules;

import static java.util.Objects.requireNonNull;

/**
 * A rule as it stands in a composed book, with the layer that put it there.
 *
 * @param rule the rule
 * @param layer the id of the contributing layer
 */
public record RuleEntry(Rule rule, String layer) {
    private static final String PROJECT = "org.chesseus.";

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

    /**
     * The class that carries the rule's behaviour ({@link Rule#implementation}), as listings show it:
     * its name without the project's {@code org.chesseus.} prefix ({@code rules.l1.MoveGenerator},
     * {@code api.kit.AutomaticDraw}, {@code org.example.club.ClubRules$1}); {@code —} for a label that
     * names none.
     */
    public String implementedBy() {
        Class<?> type = rule.implementation();
        if (type == Rule.Named.class) {
            return "\u2014";
        }
        String name = type.getName();
        return name.startsWith(PROJECT) ? name.substring(PROJECT.length()) : name;
    }
}
