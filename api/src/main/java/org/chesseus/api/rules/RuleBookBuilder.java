package org.chesseus.api.rules;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.UnaryOperator;

/**
 * The book being composed, as layers see it: they add, replace or remove named rules, and the
 * legality layer provides the move generator. Each change is recorded against the layer making it.
 */
public final class RuleBookBuilder {
    private final Map<String, RuleEntry> rules = new LinkedHashMap<>();
    private final List<String> layers = new ArrayList<>();
    private String currentLayer = "";
    private LegalityFactory legality;
    private String legalityLayer;
    private final Map<Class<?>, BookService<?>> services = new LinkedHashMap<>();
    private final Map<String, RuleEntry> replaced = new LinkedHashMap<>();
    private final List<RemovedRule> removed = new ArrayList<>();

    RuleBookBuilder() {
    }

    void beginLayer(String layerId) {
        currentLayer = layerId;
        layers.add(layerId);
    }

    /**
     * Adds a rule.
     *
     * @throws ProfileException if a rule with that id is already in the book
     */
    public RuleBookBuilder add(Rule rule) {
        requireNonNull(rule, "rule");
        RuleEntry present = rules.get(rule.id());
        if (present != null) {
            throw new ProfileException("layer '" + currentLayer + "' adds rule '" + rule.id()
                    + "', which layer '" + present.layer() + "' already put in the book; replace it instead");
        }
        rules.put(rule.id(), new RuleEntry(rule, currentLayer));
        return this;
    }

    /**
     * The rule with that id as the book holds it now, so a layer can read what it is about to
     * replace or decorate.
     *
     * @throws ProfileException if there is no such rule
     */
    public Rule rule(String id) {
        requirePresent(id, "reads");
        return rules.get(id).rule();
    }

    /**
     * Replaces the rule with that id, keeping its place in the book. The replacement keeps the id
     * and the kinds ({@link RuleKind}) of the rule it replaces: a resignation rule is replaced by a
     * resignation rule, a rule that ends the game (a claim, a position rule) by one that does too.
     *
     * @throws ProfileException if there is no such rule, or the replacement has another id or drops
     *     a kind of the rule it replaces
     */
    public RuleBookBuilder replace(String id, Rule rule) {
        requireNonNull(rule, "rule");
        requirePresent(id, "replaces");
        RuleEntry before = rules.get(id);
        if (!rule.id().equals(id)) {
            throw new ProfileException("layer '" + currentLayer + "' replaces rule '" + id + "' (" + before.article()
                    + ", layer '" + before.layer() + "') with a rule whose id is '" + rule.id()
                    + "'; a replacement keeps the id (remove '" + id + "' and add '" + rule.id() + "' instead)");
        }
        RuleKinds.requireKept(before, rule, currentLayer);
        replaced.put(id, before);
        rules.put(id, new RuleEntry(rule, currentLayer));
        return this;
    }

    /**
     * Replaces the rule with that id by what {@code amendment} makes of it: the way to decorate a
     * rule (a claim made automatic, a threshold changed) without rewriting it. The result is
     * checked as {@link #replace(String, Rule)} checks a replacement.
     *
     * @throws ProfileException if there is no such rule, or the amended rule is refused
     */
    public RuleBookBuilder replace(String id, UnaryOperator<Rule> amendment) {
        requireNonNull(amendment, "amendment");
        Rule amended = amendment.apply(rule(id));
        if (amended == null) {
            throw new ProfileException("layer '" + currentLayer + "' amends rule '" + id
                    + "' into nothing; remove it instead");
        }
        return replace(id, amended);
    }

    /**
     * Removes the rule with that id.
     *
     * @throws ProfileException if there is no such rule
     */
    public RuleBookBuilder remove(String id) {
        requirePresent(id, "removes");
        removed.add(new RemovedRule(rules.remove(id), currentLayer));
        replaced.remove(id);
        return this;
    }

    /** Whether the book holds a rule with this id. */
    public boolean has(String id) {
        return rules.containsKey(id);
    }

    /**
     * Provides the move generator of the book; made once the rules are final.
     *
     * @throws ProfileException if another layer already provides legality
     */
    public RuleBookBuilder legality(LegalityFactory factory) {
        requireNonNull(factory, "factory");
        if (legality != null) {
            throw new ProfileException("layers '" + legalityLayer + "' and '" + currentLayer
                    + "' both provide legality; a book has one");
        }
        legality = factory;
        legalityLayer = currentLayer;
        return this;
    }

    /**
     * Offers a service to the rest of the book under its interface; a later layer may offer its
     * own in its place (an overlay amending how the question is answered).
     */
    public <T> RuleBookBuilder provide(Class<T> type, BookService<? extends T> factory) {
        requireNonNull(type, "type");
        requireNonNull(factory, "factory");
        services.put(type, factory);
        return this;
    }

    private void requirePresent(String id, String verb) {
        requireNonNull(id, "id");
        if (!rules.containsKey(id)) {
            throw new ProfileException("layer '" + currentLayer + "' " + verb + " rule '" + id
                    + "', which is not in the book (rules: " + String.join(", ", rules.keySet()) + ")");
        }
    }

    void removeByUser(String id) {
        if (!rules.containsKey(id)) {
            throw new ProfileException("--without: no rule '" + id + "' in this book; its rules are: "
                    + String.join(", ", rules.keySet()));
        }
        removed.add(new RemovedRule(rules.remove(id), RemovedRule.WITHOUT));
        replaced.remove(id);
    }

    /** A rule whose needed rule is missing makes no sense: say who took the needed one out. */
    private void requireNeeds(RuleEntry entry) {
        for (String needed : new TreeSet<>(entry.rule().needs())) {
            if (rules.containsKey(needed)) {
                continue;
            }
            String who = removed.stream().filter(gone -> gone.rule().id().equals(needed)).reduce((a, b) -> b)
                    .map(gone -> gone.byUser() ? "--without drops it" : "layer '" + gone.by() + "' removes it")
                    .orElse("no layer of this profile adds it");
            throw new ProfileException("rule '" + entry.id() + "' (" + entry.article() + ", layer '" + entry.layer()
                    + "') needs rule '" + needed + "', but " + who + "; drop '" + entry.id() + "' too, or keep '"
                    + needed + "'");
        }
    }

    RuleBook build(String profile) {
        if (legality == null) {
            throw new ProfileException("profile '" + profile + "' has no layer providing legality (l1)");
        }
        List<RuleEntry> entries = List.copyOf(rules.values());
        entries.forEach(this::requireNeeds);
        RuleKinds.requireSingles(profile, entries);
        return new RuleBook(profile, layers, entries, legality.create(rules.keySet()),
                new RuleBook.Amendments(replaced, removed), services);
    }
}
