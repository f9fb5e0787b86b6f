package org.chesseus.architecture;

import static com.tngtech.archunit.core.domain.JavaCall.Predicates.target;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.assignableTo;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.properties.HasName.Predicates.name;
import static com.tngtech.archunit.core.domain.properties.HasOwner.Predicates.With.owner;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * Every dependency and naming rule of ARCHITECTURE.md and STYLE.md that ArchUnit can check, in one
 * place, over the production classes only. Rule numbers refer to ARCHITECTURE.md's "Dependency
 * rules". The module descriptors are checked in {@link ModuleDescriptorTest}, discovery on the
 * module path in {@link ModulePathDiscoveryTest}.
 */
@AnalyzeClasses(packages = CodeModules.PROJECT_PACKAGE, importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureRulesTest {
    private static final String KERNEL = "org.chesseus.api..";
    private static final String RULES = "org.chesseus.rules..";
    private static final String LAUNCHER = "org.chesseus.launcher..";
    private static final String TOOLS = "org.chesseus.tools..";
    private static final String DRIVERS = "org.chesseus.drivers..";
    private static final String UCI = "org.chesseus.drivers.uci..";
    private static final String WEB = "org.chesseus.drivers.web..";
    /** The modules that may touch the outside world (rule 6): the launcher, tools and the front ends. */
    private static final String[] FRONT = {LAUNCHER, TOOLS, DRIVERS};
    private static final String[] GUICE = {"com.google.inject..", "jakarta.inject..", "javax.inject.."};

    @ArchTest
    static final ArchRule the_kernel_depends_on_nothing_but_the_jdk = classes()
            .that().resideInAPackage(KERNEL)
            .should().onlyDependOnClassesThat().resideInAnyPackage(KERNEL, "java..")
            .because("ARCHITECTURE.md rule 1: api depends on nothing but the JDK");

    @ArchTest
    static final ArchRule layer_l1_depends_only_on_the_kernel_and_the_jdk = classes()
            .that().resideInAPackage("org.chesseus.rules.l1..")
            .should().onlyDependOnClassesThat()
            .resideInAnyPackage("org.chesseus.rules.l1..", KERNEL, "java..")
            .because("ARCHITECTURE.md rule 2: l1 is the lowest rule layer, so only the kernel lies below it");

    @ArchTest
    static final ArchRule search_depends_only_on_the_kernel_and_the_jdk = classes()
            .that().resideInAPackage("org.chesseus.search..")
            .should().onlyDependOnClassesThat()
            .resideInAnyPackage("org.chesseus.search..", KERNEL, "java..")
            .because("ARCHITECTURE.md rule 3: search depends on api and reaches l1's board only through"
                    + " the kernel's SearchBoard");

    @ArchTest
    static final ArchRule rule_layers_depend_only_on_the_kernel_and_the_layers_below_them = classes()
            .that().resideInAPackage(RULES)
            .should(RuleLayerOrder.dependOnlyOnTheKernelAndTheLayersBelow())
            .because("ARCHITECTURE.md rule 2: a layer depends on the layers below it, "
                    + "never upwards and never sideways between overlays");

    @ArchTest
    static final ArchRule no_rules_module_depends_on_search_the_launcher_tools_or_drivers = noClasses()
            .that().resideInAPackage(RULES)
            .should().dependOnClassesThat().resideInAnyPackage("org.chesseus.search..", LAUNCHER, TOOLS, DRIVERS)
            .because("ARCHITECTURE.md rule 3: no rules module depends on search; "
                    + "the launcher, tools and the drivers sit on top of everything");

    @ArchTest
    static final ArchRule guice_is_used_only_by_the_launcher = noClasses()
            .that().resideOutsideOfPackage(LAUNCHER)
            .should().dependOnClassesThat().resideInAnyPackage(GUICE)
            .because("ARCHITECTURE.md rule 5: Guice lives only in launcher, the composition root; "
                    + "plugins, tools and the drivers never see it, the SPI is plain Java");

    @ArchTest
    static final ArchRule picocli_and_jline_are_used_only_by_the_launcher = noClasses()
            .that().resideOutsideOfPackage(LAUNCHER)
            .should().dependOnClassesThat().resideInAnyPackage("picocli..", "org.jline..")
            .because("decision 0013: every command and the terminal's line editing are the launcher's; "
                    + "tools is a library usable from Java code");

    @ArchTest
    static final ArchRule jackson_is_used_only_by_the_launcher_tools_and_the_web_driver = noClasses()
            .that().resideOutsideOfPackages(LAUNCHER, TOOLS, WEB)
            .should().dependOnClassesThat().resideInAPackage("com.fasterxml.jackson..")
            .because("JSON lines and the web API are front-end concerns; the kernel, the plugins and the "
                    + "protocol drivers speak plain Java and text");

    @ArchTest
    static final ArchRule only_the_web_driver_uses_the_jdk_http_server = noClasses()
            .that().resideOutsideOfPackage(WEB)
            .should().dependOnClassesThat().resideInAPackage("com.sun.net.httpserver..")
            .because("decision 0013: jdk.httpserver is required only by org.chesseus.drivers.web");

    @ArchTest
    static final ArchRule tools_is_a_library_without_picocli_guice_jline_or_the_http_server = noClasses()
            .that().resideInAPackage(TOOLS)
            .should().dependOnClassesThat().resideInAnyPackage(
                    "picocli..", "com.google.inject..", "jakarta.inject..", "javax.inject..", "org.jline..",
                    "com.sun.net.httpserver..")
            .because("ARCHITECTURE.md: tools is the batch work as a library, usable from Java code");

    @ArchTest
    static final ArchRule tools_depends_on_no_launcher_and_no_front_end_but_the_uci_client = noClasses()
            .that().resideInAPackage(TOOLS)
            .should().dependOnClassesThat().resideInAnyPackage(LAUNCHER, WEB, "org.chesseus.drivers.console..",
                    "org.chesseus.drivers.numeric..")
            .because("decision 0013: tools lies below the launcher and the web driver; match talks to engines "
                    + "through the UCI client of org.chesseus.drivers.uci");

    @ArchTest
    static final ArchRule the_uci_driver_uses_only_the_kernel = classes()
            .that().resideInAPackage(UCI)
            .should().onlyDependOnClassesThat().resideInAnyPackage(UCI, KERNEL, "java..")
            .because("decision 0013: the UCI server and client need the kernel alone, so tools and the "
                    + "launcher can both use them");

    @ArchTest
    static final ArchRule nothing_depends_on_the_launcher = noClasses()
            .that().resideOutsideOfPackage(LAUNCHER)
            .should().dependOnClassesThat().resideInAPackage(LAUNCHER)
            .because("ARCHITECTURE.md: the launcher is the composition root, on top of everything");

    @ArchTest
    static final ArchRule code_modules_are_free_of_cycles = slices()
            .assignedFrom(new ModuleSlices())
            .should().beFreeOfCycles()
            .because("ARCHITECTURE.md rule 6: module cycles are refused (the module graph of decision 0013)");

    @ArchTest
    static final ArchRule top_level_packages_are_free_of_cycles = slices()
            .matching("org.chesseus.(*)..")
            .should().beFreeOfCycles()
            // The one exception: drivers/ is a folder of modules, the UCI client below tools (match
            // plays engines through it), the web driver above; module cycles are checked above.
            .ignoreDependency(resideInAPackage(TOOLS), resideInAPackage(UCI))
            .because("ARCHITECTURE.md rule 6: package cycles are refused");

    @ArchTest
    static final ArchRule the_launchers_packages_are_free_of_cycles = slices()
            .matching("org.chesseus.launcher.(*)..")
            .should().beFreeOfCycles()
            .because("ARCHITECTURE.md rule 6: package cycles are refused (play -> cli -> play was one)");

    @ArchTest
    static final ArchRule the_tools_packages_are_free_of_cycles = slices()
            .matching("org.chesseus.tools.(*)..")
            .should().beFreeOfCycles()
            .because("ARCHITECTURE.md rule 6: package cycles are refused");

    @ArchTest
    static final ArchRule the_drivers_packages_are_free_of_cycles = slices()
            .matching("org.chesseus.drivers.(**)")
            .should().beFreeOfCycles()
            .because("ARCHITECTURE.md rule 6: package cycles are refused (uci -> cli -> uci was one)");

    @ArchTest
    static final ArchRule only_the_launcher_tools_and_the_drivers_touch_the_standard_streams = noClasses()
            .that().resideOutsideOfPackages(FRONT)
            .should().accessField(System.class, "in")
            .orShould().accessField(System.class, "out")
            .orShould().accessField(System.class, "err")
            .because("ARCHITECTURE.md rule 6: only launcher, tools and the front ends touch System.in/out");

    @ArchTest
    static final ArchRule only_the_launcher_tools_and_the_drivers_touch_files = noClasses()
            .that().resideOutsideOfPackages(FRONT)
            .should().dependOnClassesThat().haveNameMatching("java\\.io\\.(File|RandomAccessFile).*")
            .orShould().dependOnClassesThat().resideInAPackage("java.nio.file..")
            .because("ARCHITECTURE.md rule 6: only launcher, tools and the front ends touch files");

    @ArchTest
    static final ArchRule only_the_launcher_tools_and_the_drivers_start_processes = noClasses()
            .that().resideOutsideOfPackages(FRONT)
            .should().dependOnClassesThat().belongToAnyOf(ProcessBuilder.class, Process.class)
            .orShould().callMethodWhere(target(name("exec")).and(target(owner(assignableTo(Runtime.class)))))
            .because("ARCHITECTURE.md rule 6: only launcher, tools and the front ends touch processes");

    @ArchTest
    static final ArchRule no_class_is_named_util_helper_manager_or_impl = noClasses()
            .should().haveSimpleNameEndingWith("Util")
            .orShould().haveSimpleNameEndingWith("Utils")
            .orShould().haveSimpleNameEndingWith("Helper")
            .orShould().haveSimpleNameEndingWith("Manager")
            .orShould().haveSimpleNameEndingWith("Impl")
            .because("STYLE.md habit 4: names say what a thing is in chess terms");

    @ArchTest
    static final ArchRule no_production_class_depends_on_a_test_framework = noClasses()
            .should().dependOnClassesThat().resideInAnyPackage(
                    "org.junit..", "org.opentest4j..", "net.jqwik..", "com.tngtech.archunit..",
                    "org.assertj..", "org.hamcrest..", "org.mockito..")
            .because("STYLE.md: no tests under src/main; tests live in src/test of their module");
}
