package org.chesseus.api.rules;

import static java.util.Objects.requireNonNull;

import java.util.Set;

/**
 * A named rule of a rule book: its id (what {@code --without} takes), the article it implements
 * and one sentence saying what it does. Layers may contribute richer rules that extend this
 * interface; every rule can at least be listed and cited.
 */
public interface Rule {

    /** The rule's id, lower case with hyphens ({@code castling}, {@code seventy-five}). */
    String id();

    /** The article implemented, with its book ({@code FIDE 3.8.2}, {@code USCF 14E}). */
    String article();

    /** One sentence on what the rule does. */
    String summary();

    /**
     * The ids of the rules this one relies on ({@code fivefold} counts repetitions by
     * {@code repetition}): a book that holds this rule but not one of those is refused, naming both.
     */
    default Set<String> needs() {
        return Set.of();
    }

    /**
     * The class that carries the rule's behaviour, so a reader can go from an article to the code
     * (the {@code rules} listing and the rule-book reference show it): the rule's own class, unless
     * the rule is a label whose behaviour lives elsewhere (named with {@link #of(String, String, String, Set, Class)}).
     */
    default Class<?> implementation() {
        return getClass();
    }

    /** A rule that is known by its name, article and summary alone. */
    static Rule of(String id, String article, String summary) {
        return new Named(id, article, summary, Set.of());
    }

    /** A rule known by its name, article and summary, relying on the rules named in {@code needs}. */
    static Rule of(String id, String article, String summary, Set<String> needs) {
        return new Named(id, article, summary, needs);
    }

    /**
     * A rule known by its name, article and summary whose behaviour {@code implementation} carries
     * (the move generator, the game): what the {@code rules} listing points a reader to. Since API
     * version 2.
     */
    static Rule of(String id, String article, String summary, Set<String> needs, Class<?> implementation) {
        return new Named(id, article, summary, needs, implementation);
    }

    /**
     * The plain rule of {@link #of}: a label for behaviour that lives in the move generator or the
     * game, which its {@code implementation} names.
     *
     * @param implementation the class carrying the behaviour; {@code Named.class} until named
     */
    record Named(String id, String article, String summary, Set<String> needs, Class<?> implementation)
            implements Rule {
        /** Validates the ids and requires every part. */
        public Named {
            RuleIds.requireValid(requireNonNull(id, "id"), "rule");
            requireNonNull(article, "article");
            requireNonNull(summary, "summary");
            needs = Set.copyOf(needs);
            needs.forEach(needed -> RuleIds.requireValid(needed, "rule"));
            requireNonNull(implementation, "implementation");
        }

        /** A label whose behaviour is not named yet (the form of API version 1). */
        public Named(String id, String article, String summary, Set<String> needs) {
            this(id, article, summary, needs, Named.class);
        }
    }
}
