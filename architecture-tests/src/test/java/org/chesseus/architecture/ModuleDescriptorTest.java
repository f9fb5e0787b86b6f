package org.chesseus.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.module.ModuleDescriptor;
import java.util.List;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The JPMS side of ARCHITECTURE.md: every code module has a {@code module-info} named after its
 * root package; the kernel requires only {@code java.base}; only the launcher requires Guice, picocli
 * and JLine, and only the web driver {@code jdk.httpserver} (decision 0013); the drivers' modules
 * export nothing or only to the modules that use them;
 * rule modules provide {@code RuleLayer}, export nothing and list their providers in
 * {@code META-INF/services} for class-path users (rule 4). The descriptors are read from the
 * folders and jars the production classes were loaded from.
 */
class ModuleDescriptorTest {
    private static final String RULE_LAYER = "org.chesseus.api.rules.RuleLayer";
    private static final String DRIVER = "org.chesseus.api.driver.Driver";
    private static final String LAUNCHER = "org.chesseus.launcher";
    private static final String TOOLS = "org.chesseus.tools";
    private static final String UCI = "org.chesseus.drivers.uci";
    private static final String WEB = "org.chesseus.drivers.web";
    private static final CodeModules MODULES = CodeModules.onClassPath();

    @Test
    void theKnownModulesAreFoundSoTheChecksBelowAreNotVacuous() {
        Set<String> names = MODULES.all().stream().map(CodeModule::name).collect(Collectors.toSet());
        assertTrue(names.containsAll(List.of("org.chesseus.api", "org.chesseus.rules.l1", "org.chesseus.launcher",
                        "org.chesseus.tools", "org.chesseus.drivers.console", "org.chesseus.drivers.numeric",
                        "org.chesseus.drivers.uci", "org.chesseus.drivers.web")),
                "modules found on the class path: " + names);
    }

    @Test
    void everyCodeModuleHasAModuleInfo() {
        for (CodeModule module : MODULES.all()) {
            assertTrue(module.descriptor().isPresent(),
                    module.location() + " (packages " + module.packages() + ") has no module-info.class");
        }
    }

    @Test
    void everyModuleIsNamedAfterItsRootPackage() {
        for (CodeModule module : MODULES.all()) {
            assertEquals(module.rootPackage(), module.name(), "module at " + module.location());
            for (String pkg : module.descriptor().map(ModuleDescriptor::packages).orElse(Set.of())) {
                assertTrue(pkg.equals(module.name()) || pkg.startsWith(module.name() + "."),
                        "module " + module.name() + " holds package " + pkg + " outside its root package");
            }
        }
    }

    @Test
    void theKernelRequiresOnlyJavaBase() {
        ModuleDescriptor kernel = descriptor("org.chesseus.api");
        Set<String> required = kernel.requires().stream().map(ModuleDescriptor.Requires::name).collect(Collectors.toSet());
        assertEquals(Set.of("java.base"), required, "ARCHITECTURE.md rule 1");
    }

    @Test
    void onlyTheLauncherRequiresGuicePicocliOrJline() {
        for (CodeModule module : MODULES.all()) {
            if (module.name().equals(LAUNCHER)) {
                continue;
            }
            for (ModuleDescriptor.Requires requires : descriptor(module.name()).requires()) {
                assertTrue(!requires.name().startsWith("com.google.guice") && !requires.name().startsWith("jakarta.inject")
                                && !requires.name().startsWith("info.picocli") && !requires.name().startsWith("org.jline"),
                        module.name() + " requires " + requires.name() + " (ARCHITECTURE.md rule 5, decision 0013)");
            }
        }
    }

    @Test
    void onlyTheLauncherToolsAndTheWebDriverRequireJacksonAndOnlyTheWebDriverTheHttpServer() {
        for (CodeModule module : MODULES.all()) {
            for (ModuleDescriptor.Requires requires : descriptor(module.name()).requires()) {
                if (requires.name().startsWith("com.fasterxml.jackson")) {
                    assertTrue(List.of(LAUNCHER, TOOLS, WEB).contains(module.name()),
                            module.name() + " requires " + requires.name() + " (decision 0013)");
                }
                if (requires.name().equals("jdk.httpserver")) {
                    assertEquals(WEB, module.name(), module.name() + " requires jdk.httpserver (decision 0013)");
                }
            }
        }
    }

    @Test
    void theUciAndWebDriversExportOnlyToTheModulesThatUseThem() {
        assertEquals(Set.of("java.base", "org.chesseus.api"),
                descriptor(UCI).requires().stream().map(ModuleDescriptor.Requires::name).collect(Collectors.toSet()),
                UCI + " needs the kernel alone");
        for (String name : List.of(UCI, WEB)) {
            for (ModuleDescriptor.Exports exports : descriptor(name).exports()) {
                assertTrue(exports.isQualified() && List.of(TOOLS, LAUNCHER).containsAll(exports.targets()),
                        name + " exports " + exports + ": only to the modules that use it (decision 0013)");
            }
        }
    }

    @Test
    void theLauncherExportsNothing() {
        assertEquals(Set.of(), descriptor(LAUNCHER).exports(), "the composition root is used by no module");
    }

    @Test
    void everyRulesModuleProvidesARuleLayerAndExportsNothingToTheWorld() {
        for (CodeModule module : rulesModules()) {
            ModuleDescriptor descriptor = descriptor(module.name());
            assertTrue(descriptor.provides().stream().anyMatch(p -> p.service().equals(RULE_LAYER)),
                    module.name() + " does not provide " + RULE_LAYER + " (ARCHITECTURE.md rule 4)");
            for (ModuleDescriptor.Exports exports : descriptor.exports()) {
                // A layer above may need a qualified export (l3 -> l2); an export to everyone never.
                assertTrue(exports.isQualified() && exports.targets().stream().allMatch(t -> t.startsWith(RuleLayerOrder.RULES + ".")),
                        module.name() + " exports " + exports + ": plugin modules export nothing they do not have to");
            }
        }
    }

    @Test
    void theConsoleAndNumericDriversRequireOnlyTheKernelProvideADriverAndExportNothing() {
        for (String name : List.of("org.chesseus.drivers.console", "org.chesseus.drivers.numeric")) {
            ModuleDescriptor driver = descriptor(name);
            Set<String> required = driver.requires().stream().map(ModuleDescriptor.Requires::name).collect(Collectors.toSet());
            assertEquals(Set.of("java.base", "org.chesseus.api"), required, name + ": a driver plugin needs the kernel alone");
            assertTrue(driver.provides().stream().anyMatch(p -> p.service().equals(DRIVER)),
                    name + " does not provide " + DRIVER + " (ARCHITECTURE.md rule 4)");
            assertEquals(Set.of(), driver.exports(), name + ": plugin modules export nothing they do not have to");
        }
    }

    @Test
    void everyProviderIsListedInMetaInfServicesForClassPathUsers() {
        for (CodeModule module : MODULES.all()) {
            for (ModuleDescriptor.Provides provides : descriptor(module.name()).provides()) {
                SortedSet<String> declared = new TreeSet<>(provides.providers());
                assertEquals(declared, module.serviceProviders(provides.service()),
                        module.name() + ": META-INF/services/" + provides.service()
                                + " must list what module-info provides (ARCHITECTURE.md rule 4)");
            }
        }
    }

    private static List<CodeModule> rulesModules() {
        return MODULES.all().stream()
                .filter(module -> module.name().startsWith(RuleLayerOrder.RULES + "."))
                .collect(Collectors.toList());
    }

    private static ModuleDescriptor descriptor(String name) {
        CodeModule module = MODULES.named(name).orElseThrow(() -> new AssertionError("no module " + name + " found"));
        return module.descriptor().orElseThrow(() -> new AssertionError(name + " has no module-info"));
    }
}
