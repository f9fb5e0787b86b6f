package org.chesseus.architecture;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The order of rule layers of ARCHITECTURE.md rule 2, written for every layer that may appear:
 * the kernel {@code org.chesseus.api} under {@code l1 < l2 < l3 <} the overlays
 * ({@code org.chesseus.rules.fide.online}, {@code .uscf}, {@code .chess960}, any other module under
 * {@code org.chesseus.rules}). A rules module may depend on the JDK, the kernel, its own classes
 * and the core layers below it; never on a layer above, never on another overlay, never on
 * anything else (search, drivers, libraries).
 */
final class RuleLayerOrder extends ArchCondition<JavaClass> {
    static final String KERNEL = "org.chesseus.api";
    static final String RULES = "org.chesseus.rules";
    private static final Pattern CORE_LAYER = Pattern.compile(Pattern.quote(RULES) + "\\.l(\\d+)");

    private final CodeModules modules;

    private RuleLayerOrder(CodeModules modules) {
        super("depend only on the JDK, " + KERNEL + " and the rule layers below their own "
                + "(l1 < l2 < l3 < overlays; overlays never depend on each other)");
        this.modules = modules;
    }

    /** The condition, judging dependencies module by module. */
    static RuleLayerOrder dependOnlyOnTheKernelAndTheLayersBelow() {
        return new RuleLayerOrder(CodeModules.onClassPath());
    }

    @Override
    public void check(JavaClass item, ConditionEvents events) {
        String from = modules.moduleOf(item.getPackageName());
        for (Dependency dependency : item.getDirectDependenciesFromSelf()) {
            JavaClass target = dependency.getTargetClass().getBaseComponentType();
            if (target.isPrimitive() || isJdk(target.getPackageName())) {
                continue;
            }
            String to = modules.moduleOf(target.getPackageName());
            if (!mayDependOn(from, to)) {
                events.add(SimpleConditionEvent.violated(dependency,
                        dependency.getDescription() + " [" + from + " -> " + to + "]"));
            }
        }
    }

    /** Whether rules module {@code from} may depend on module {@code to}. */
    static boolean mayDependOn(String from, String to) {
        if (to.equals(from) || to.equals(KERNEL)) {
            return true;
        }
        OptionalInt target = coreRank(to);
        if (target.isEmpty()) {
            return false;
        }
        OptionalInt source = coreRank(from);
        // An overlay (no core rank) sits above every core layer.
        return source.isEmpty() || target.getAsInt() < source.getAsInt();
    }

    /** The rank of a core layer ({@code org.chesseus.rules.l2} → 2); empty for anything else. */
    static OptionalInt coreRank(String module) {
        Matcher matcher = CORE_LAYER.matcher(module);
        return matcher.matches() ? OptionalInt.of(Integer.parseInt(matcher.group(1))) : OptionalInt.empty();
    }

    private static boolean isJdk(String pkg) {
        return pkg.equals("java") || pkg.startsWith("java.");
    }
}
