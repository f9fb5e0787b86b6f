package org.chesseus.api.rules;

import static java.util.Objects.requireNonNull;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chesseus.api.Legality;

/**
 * A composed rule book: the profile it was composed from, the layers in the order they were
 * applied, every rule with its article and contributing layer, and the book's legality. Immutable.
 */
public final class RuleBook {
    private final String profile;
    private final List<String> layers;
    private final List<RuleEntry> rules;
    private final Legality legality;
    private final Map<Class<?>, Object> services = new LinkedHashMap<>();

    RuleBook(String profile, List<String> layers, List<RuleEntry> rules, Legality legality) {
        this.profile = requireNonNull(profile, "profile");
        this.layers = List.copyOf(layers);
        this.rules = List.copyOf(rules);
        this.legality = requireNonNull(legality, "legality");
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

    /** The move generator of this book. */
    public Legality legality() {
        return legality;
    }

    /** The service a layer offers under this interface ({@link RuleBookBuilder#provide}), if any. */
    public <T> Optional<T> service(Class<T> type) {
        return Optional.ofNullable(services.get(type)).map(type::cast);
    }

    void offer(Class<?> type, Object service) {
        services.put(type, type.cast(requireNonNull(service, "service")));
    }
}
