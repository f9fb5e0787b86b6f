package org.chesseus.api.rules;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Composes rule books from the layers found. A profile is a {@code +}-joined list of layer ids or
 * built-in profile names; each layer brings in the layers it requires first, so {@code uscf} is
 * the FIDE book with the US Chess overlay. Errors name the offender and the choices: an unknown
 * id, a requirement that was not found, two conflicting overlays, a duplicate layer id, a layer
 * written for a later version of the service interface ({@link RuleLayer#API_VERSION}).
 */
public final class RuleBookComposer {
    /** Profile names that are not layer ids, with the layers they stand for. */
    public static final Map<String, List<String>> ALIASES = Map.of("fide", List.of("l1", "l2", "l3"));
    /**
     * Layer ids that, typed alone as the whole profile, stand for a full book — the profile a player
     * of that variant types: {@code chess960} is {@code fide+chess960}, the FIDE book played as
     * Chess960 (docs/decisions/0010). Within a composition the token is the layer, so the teaching
     * form {@code l1+chess960} keeps its meaning, as do {@code uscf+chess960} and {@code
     * lichess+chess960}.
     */
    public static final Map<String, String> ALONE = Map.of("chess960", "fide+chess960");

    private final Map<String, RuleLayer> layers;

    /**
     * A composer over the layers found.
     *
     * @throws ProfileException if two layers claim one id
     */
    public RuleBookComposer(Collection<? extends RuleLayer> found) {
        Map<String, RuleLayer> byId = new TreeMap<>();
        for (RuleLayer layer : found) {
            RuleIds.requireValid(layer.id(), "layer");
            if (layer.apiVersion() < 1 || layer.apiVersion() > RuleLayer.API_VERSION) {
                throw new ProfileException("layer '" + layer.id() + "' (" + layer.getClass().getName()
                        + ") was written for rules API version " + layer.apiVersion() + "; this kernel implements"
                        + " version " + RuleLayer.API_VERSION + " and runs layers written for versions 1 to "
                        + RuleLayer.API_VERSION);
            }
            RuleLayer other = byId.putIfAbsent(layer.id(), layer);
            if (other != null) {
                throw new ProfileException("two layers claim the id '" + layer.id() + "': "
                        + other.getClass().getName() + " and " + layer.getClass().getName());
            }
        }
        this.layers = byId;
    }

    /** The layers found, by id. */
    public Map<String, RuleLayer> layers() {
        return layers;
    }

    /**
     * The layer ids a profile stands for, requirements first, each once.
     *
     * @throws ProfileException for an unknown id, a missing requirement or conflicting layers
     */
    public List<String> expand(String profile) {
        requireNonNull(profile, "profile");
        if (profile.isBlank()) {
            throw new ProfileException("empty profile; " + choices());
        }
        String alone = ALONE.get(profile.strip());
        if (alone != null) {
            return expand(alone);
        }
        Set<String> ordered = new LinkedHashSet<>();
        for (String token : profile.split("\\+", -1)) {
            String id = token.strip();
            if (id.isEmpty()) {
                throw new ProfileException("profile '" + profile + "' has an empty part; join ids with a single '+'");
            }
            List<String> named = ALIASES.get(id);
            if (named == null && !layers.containsKey(id)) {
                throw new ProfileException("unknown layer or profile '" + id + "' in '" + profile + "'; " + choices());
            }
            for (String layerId : named != null ? named : List.of(id)) {
                bringIn(layerId, ordered, new ArrayList<>());
            }
        }
        checkConflicts(ordered);
        return List.copyOf(ordered);
    }

    /**
     * The book a profile composes, minus the rules named in {@code without}.
     *
     * @throws ProfileException as {@link #expand}, or for a rule id not in the book
     */
    public RuleBook compose(String profile, Collection<String> without) {
        List<String> ids = expand(profile);
        RuleBookBuilder builder = new RuleBookBuilder();
        for (String id : ids) {
            builder.beginLayer(id);
            layers.get(id).contribute(builder);
        }
        for (String rule : without) {
            builder.removeByUser(rule.strip());
        }
        return builder.build(profile);
    }

    /** The book of a profile with every rule its layers contribute. */
    public RuleBook compose(String profile) {
        return compose(profile, List.of());
    }

    private void bringIn(String id, Set<String> ordered, List<String> path) {
        if (ordered.contains(id)) {
            return;
        }
        RuleLayer layer = layers.get(id);
        if (layer == null) {
            String needer = path.isEmpty() ? "the profile" : "layer '" + path.get(path.size() - 1) + "'";
            throw new ProfileException(needer + " requires layer '" + id + "', which was not found; " + choices());
        }
        if (path.contains(id)) {
            throw new ProfileException("layers require each other in a circle: " + String.join(" -> ", path) + " -> " + id);
        }
        path.add(id);
        for (String required : new TreeSet<>(layer.requires())) {
            bringIn(required, ordered, path);
        }
        path.remove(path.size() - 1);
        ordered.add(id);
    }

    private void checkConflicts(Set<String> ids) {
        for (String id : ids) {
            for (String other : layers.get(id).conflicts()) {
                if (ids.contains(other)) {
                    throw new ProfileException("layers '" + id + "' and '" + other
                            + "' cannot be combined: they amend the same articles differently");
                }
            }
        }
    }

    private String choices() {
        Set<String> profiles = new TreeSet<>(layers.keySet());
        profiles.addAll(ALIASES.keySet());
        return "layers found: " + String.join(", ", layers.keySet()) + "; profiles: " + String.join(", ", profiles);
    }
}
