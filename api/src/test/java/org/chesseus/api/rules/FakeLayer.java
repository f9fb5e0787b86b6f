package org.chesseus.api.rules;

import java.util.Set;
import java.util.function.Consumer;

/** A rule layer made up for composition tests: an id, requirements, conflicts and what it contributes. */
final class FakeLayer implements RuleLayer {
    private final String id;
    private final Set<String> requires;
    private final Set<String> conflicts;
    private final Consumer<RuleBookBuilder> contribution;

    FakeLayer(String id, Set<String> requires, Set<String> conflicts, Consumer<RuleBookBuilder> contribution) {
        this.id = id;
        this.requires = requires;
        this.conflicts = conflicts;
        this.contribution = contribution;
    }

    /** A layer adding one rule of its own name, requiring the given layers. */
    static FakeLayer adding(String id, String rule, String... requires) {
        return new FakeLayer(id, Set.of(requires), Set.of(), book -> book.add(Rule.of(rule, "Test 1." + id, "a rule of " + id)));
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String title() {
        return "fake layer " + id;
    }

    @Override
    public Set<String> requires() {
        return requires;
    }

    @Override
    public Set<String> conflicts() {
        return conflicts;
    }

    @Override
    public void contribute(RuleBookBuilder book) {
        contribution.accept(book);
    }
}
