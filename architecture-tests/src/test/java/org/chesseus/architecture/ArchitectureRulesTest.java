package org.chesseus.architecture;

import static com.tngtech.archunit.core.domain.JavaCall.Predicates.target;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.assignableTo;
import static com.tngtech.archunit.core.domain.properties.HasName.Predicates.name;
import static com.tngtech.archunit.core.domain.properties.HasOwner.Predicates.With.owner;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

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
    private static final String DRIVERS = "org.chesseus.drivers..";

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
    static final ArchRule no_rules_module_depends_on_search_or_drivers = noClasses()
            .that().resideInAPackage(RULES)
            .should().dependOnClassesThat().resideInAnyPackage("org.chesseus.search..", DRIVERS)
            .because("ARCHITECTURE.md rule 3: no rules module depends on search; "
                    + "drivers is the composition root on top of everything");

    @ArchTest
    static final ArchRule the_console_driver_uses_only_the_kernel = classes()
            .that().resideInAPackage("org.chesseus.drivers.console..")
            .should().onlyDependOnClassesThat()
            .resideInAnyPackage("org.chesseus.drivers.console..", KERNEL, "java..")
            .because("decision 0013: a driver plugin needs the kernel alone, so removing its jar removes it and nothing else");

    @ArchTest
    static final ArchRule the_numeric_driver_uses_only_the_kernel = classes()
            .that().resideInAPackage("org.chesseus.drivers.numeric..")
            .should().onlyDependOnClassesThat()
            .resideInAnyPackage("org.chesseus.drivers.numeric..", KERNEL, "java..")
            .because("decision 0013: a driver plugin needs the kernel alone, so removing its jar removes it and nothing else");

    @ArchTest
    static final ArchRule guice_picocli_and_jackson_are_used_only_by_drivers = noClasses()
            .that().resideOutsideOfPackage(DRIVERS)
            .should().dependOnClassesThat().resideInAnyPackage(
                    "com.google.inject..", "jakarta.inject..", "javax.inject..",
                    "picocli..", "com.fasterxml.jackson..")
            .because("ARCHITECTURE.md rule 5: Guice lives only in drivers, plugins never see it, "
                    + "the SPI is plain Java; the command line and JSON are front-end concerns");

    @ArchTest
    static final ArchRule only_drivers_touch_the_standard_streams = noClasses()
            .that().resideOutsideOfPackage(DRIVERS)
            .should().accessField(System.class, "in")
            .orShould().accessField(System.class, "out")
            .orShould().accessField(System.class, "err")
            .because("ARCHITECTURE.md rule 6: only drivers touches System.in/out");

    @ArchTest
    static final ArchRule only_drivers_touch_files = noClasses()
            .that().resideOutsideOfPackage(DRIVERS)
            .should().dependOnClassesThat().haveNameMatching("java\\.io\\.(File|RandomAccessFile).*")
            .orShould().dependOnClassesThat().resideInAPackage("java.nio.file..")
            .because("ARCHITECTURE.md rule 6: only drivers touches files");

    @ArchTest
    static final ArchRule only_drivers_start_processes = noClasses()
            .that().resideOutsideOfPackage(DRIVERS)
            .should().dependOnClassesThat().belongToAnyOf(ProcessBuilder.class, Process.class)
            .orShould().callMethodWhere(target(name("exec")).and(target(owner(assignableTo(Runtime.class)))))
            .because("ARCHITECTURE.md rule 6: only drivers touches processes");

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
