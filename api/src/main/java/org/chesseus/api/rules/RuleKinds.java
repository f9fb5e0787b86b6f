package org.chesseus.api.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The kinds of a rule ({@link RuleKind} on the kernel interfaces it implements) and the two
 * invariants of a book about them, checked while it is composed: a replacement keeps the kinds of
 * the rule it replaces, and a book holds at most one rule of each single kind.
 */
final class RuleKinds {
    private RuleKinds() {
    }

    /** The kinds of {@code rule}, read from the interfaces its class implements, nearest first. */
    static Map<String, Boolean> of(Rule rule) {
        Map<String, Boolean> kinds = new LinkedHashMap<>();
        Set<Class<?>> seen = new LinkedHashSet<>();
        for (Class<?> type = rule.getClass(); type != null; type = type.getSuperclass()) {
            collect(type, kinds, seen);
        }
        return kinds;
    }

    private static void collect(Class<?> type, Map<String, Boolean> kinds, Set<Class<?>> seen) {
        if (!seen.add(type)) {
            return;
        }
        RuleKind kind = type.getAnnotation(RuleKind.class);
        if (kind != null) {
            kinds.putIfAbsent(kind.value(), kind.single());
        }
        for (Class<?> parent : type.getInterfaces()) {
            collect(parent, kinds, seen);
        }
    }

    /** Refuses a replacement that drops a kind of the rule it replaces, naming both layers. */
    static void requireKept(RuleEntry before, Rule after, String layer) {
        List<String> dropped = new ArrayList<>(of(before.rule()).keySet());
        dropped.removeAll(of(after).keySet());
        if (!dropped.isEmpty()) {
            throw new ProfileException("layer '" + layer + "' replaces rule '" + before.id() + "' (" + before.article()
                    + ", layer '" + before.layer() + "') with a rule that is not a " + String.join(" or ", dropped)
                    + " rule (" + after.getClass().getName() + "); a replacement keeps the kind of the rule it replaces");
        }
    }

    /** Refuses a book with two rules of one single kind, naming both and their layers. */
    static void requireSingles(String profile, List<RuleEntry> entries) {
        Map<String, RuleEntry> holders = new LinkedHashMap<>();
        for (RuleEntry entry : entries) {
            of(entry.rule()).forEach((kind, single) -> {
                RuleEntry first = single ? holders.putIfAbsent(kind, entry) : null;
                if (first != null) {
                    throw new ProfileException("profile '" + profile + "' holds two " + kind + " rules: '" + first.id()
                            + "' of layer '" + first.layer() + "' and '" + entry.id() + "' of layer '" + entry.layer()
                            + "'; a layer replaces the rule it amends instead of adding a second");
                }
            });
        }
    }
}
