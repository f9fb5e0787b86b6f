package org.chesseus.architecture;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;

/**
 * Slices the project's classes by the code module they belong to ({@link CodeModules#moduleOf}),
 * so a cycle between modules (which {@code module-info} would refuse only once two modules exist)
 * is named by ArchUnit; classes outside the project are left out.
 */
final class ModuleSlices implements SliceAssignment {
    @Override
    public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
        String pkg = javaClass.getPackageName();
        if (!pkg.startsWith(CodeModules.PROJECT_PACKAGE + ".")) {
            return SliceIdentifier.ignore();
        }
        return SliceIdentifier.of(CodeModules.onClassPath().moduleOf(pkg));
    }

    @Override
    public String getDescription() {
        return "the project's code modules";
    }
}
