package org.chesseus.api.rules;

import static java.util.Objects.requireNonNull;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chesseus.api.Legality;

/**
 * A composed rule book: the profile it was composed from, the layers in the order they were
 * applied, every rule with its article and contributing layer, and the book's legality. Immutable:
 * its lists and services are fixed when it is built (the services while the constructor runs, by the
 * factories the layers offered), and nothing changes them after.
 */
public final class RuleBook {
    private final String profile;
    private final List<String> layers;
    private final List<RuleEntry> rules;
    private final Legality legality;
    private final Map<Class<?>, Object> services = new LinkedHashMap<>();
    private final Amendments amendments;

    /** What the layers and the user changed while the book was composed. */
    record Amendments(Map<String, RuleEntry> replaced, List<RemovedRule> removed) {
        Amendments {
            replaced = Map.copyOf(replaced);
            removed = List.copyOf(removed);
        }
    }

    /**
     * The book, its services made in the order the layers offered them (a service's factory sees
     * the book with the services offered before its own).
     */
    RuleBook(String profile, List<String> layers, List<RuleEntry> rules, Legality legality, Amendments amendments,
            Map<Class<?>, BookService<?>> factories) {
        this.profile = requireNonNull(profile, "profile");
        this.layers = List.copyOf(layers);
        this.rules = List.copyOf(rules);
        this.legality = requireNonNull(legality, "legality");
        this.amendments = requireNonNull(amendments, "amendments");
        factories.forEach((type, factory) -> services.put(type, type.cast(requireNonNull(factory.create(this),
                "the service " + type.getSimpleName() + " made for the book"))));
    }

    /** The profile as it was asked for ({@code fide}, {@code uscf+chess960}). */
    public String profile() {
        return profile;
    }

    /** The ids of the layers applied, requirements first. */
    public List<String> layers() {
        return layers;
    }

    /** Every rule of the book, in the order the layers put them in. */
    public List<RuleEntry> rules() {
        return rules;
    }

    /** The rule with this id, if the book holds it. */
    public Optional<RuleEntry> rule(String id) {
        return rules.stream().filter(entry -> entry.id().equals(id)).findFirst();
    }

    /** Whether the book holds the rule with this id. */
    public boolean has(String id) {
        return rule(id).isPresent();
    }

    /**
     * The rule that the rule with this id replaced when an overlay amended it (the rule as it stood
     * before, with the layer that had put it there); empty for a rule no layer replaced.
     */
    public Optional<RuleEntry> replaced(String id) {
        return Optional.ofNullable(amendments.replaced().get(id));
    }

    /** The rules taken out while composing, by overlays and by {@code --without}, in that order of events. */
    public List<RemovedRule> removed() {
        return amendments.removed();
    }

    /**
     * The rules the user dropped with {@code --without}: a book with any is a teaching book, no
     * federation's.
     */
    public List<String> dropped() {
        return amendments.removed().stream().filter(RemovedRule::byUser).map(gone -> gone.rule().id()).toList();
    }

    /** The move generator of this book. */
    public Legality legality() {
        return legality;
    }

    /** The service a layer offers under this interface ({@link RuleBookBuilder#provide}), if any. */
    public <T> Optional<T> service(Class<T> type) {
        return Optional.ofNullable(services.get(type)).map(type::cast);
    }
}
