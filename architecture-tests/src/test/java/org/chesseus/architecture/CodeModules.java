package org.chesseus.architecture;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The project's code modules on this test's class path, found from the production classes under
 * {@code org.chesseus}: each class's {@link CodeSource} names the folder or jar it came from.
 */
final class CodeModules {
    /** Every package of the project lies under this one. */
    static final String PROJECT_PACKAGE = "org.chesseus";

    private static CodeModules onClassPath;

    private final JavaClasses classes;
    private final List<CodeModule> modules;

    private CodeModules(JavaClasses classes, List<CodeModule> modules) {
        this.classes = classes;
        this.modules = List.copyOf(modules);
    }

    /** The production classes of the project and their modules, imported once per test run. */
    static synchronized CodeModules onClassPath() {
        if (onClassPath == null) {
            JavaClasses imported = new ClassFileImporter()
                    .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                    .importPackages(PROJECT_PACKAGE);
            onClassPath = new CodeModules(imported, group(imported));
        }
        return onClassPath;
    }

    /** The imported production classes. */
    JavaClasses classes() {
        return classes;
    }

    /** The code modules, by name. */
    List<CodeModule> all() {
        return modules;
    }

    /** The code module with this name. */
    Optional<CodeModule> named(String name) {
        return modules.stream().filter(module -> module.name().equals(name)).findFirst();
    }

    /**
     * The name of the module a package belongs to: the longest module name that is the package or
     * encloses it; a package outside every module (a library's) stands for itself.
     */
    String moduleOf(String pkg) {
        return modules.stream()
                .map(CodeModule::name)
                .filter(name -> pkg.equals(name) || pkg.startsWith(name + "."))
                .max(Comparator.comparingInt(String::length))
                .orElse(pkg);
    }

    private static List<CodeModule> group(JavaClasses imported) {
        Map<Path, SortedSet<String>> packagesByLocation = new TreeMap<>();
        for (JavaClass javaClass : imported) {
            if (javaClass.getName().endsWith("package-info")) {
                continue;
            }
            packagesByLocation.computeIfAbsent(locationOf(javaClass.getName()), key -> new TreeSet<>())
                    .add(javaClass.getPackageName());
        }
        List<CodeModule> found = new ArrayList<>();
        packagesByLocation.forEach((location, packages) -> found.add(CodeModule.at(location, packages)));
        return found;
    }

    /** The folder or jar a class was loaded from, the class left uninitialised. */
    static Path locationOf(String className) {
        try {
            Class<?> loaded = Class.forName(className, false, CodeModules.class.getClassLoader());
            return locationOf(loaded);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("imported class " + className + " is not on the class path", e);
        }
    }

    /** The folder or jar a class was loaded from. */
    static Path locationOf(Class<?> loaded) {
        CodeSource source = loaded.getProtectionDomain().getCodeSource();
        if (source == null) {
            throw new IllegalStateException(loaded.getName() + " has no code source");
        }
        try {
            return Path.of(source.getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException("code source of " + loaded.getName() + " is not a path", e);
        }
    }
}
