package org.chesseus.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A driver is a plugin like a rule layer (decision 0013): the launcher has the console and numeric
 * drivers on its module path at run time only. This test copies the real launcher with its lib
 * folder into a scratch project root, takes the numeric driver's jar out of that lib folder, and
 * shows that {@code --driver numeric} is then unknown (the error lists the drivers found) while
 * {@code console} still plays; dropped into {@code plugins/}, the same jar brings {@code numeric}
 * back. Skipped, with the reason, when the launcher is not packaged.
 */
class DriverFolderTest {
    private static final String NUMERIC_JAR = "chesseus-drivers-numeric";

    @Test
    void aDriverJarTakenOutOfTheLibFolderRemovesItsDriverAndTheSameJarInPluginsBringsItBack()
            throws IOException, InterruptedException {
        Path root = Launches.root();
        Path launcher = root.resolve("chesseus");
        assumeTrue(Files.isExecutable(launcher), "no executable launcher " + launcher + " in this checkout");
        Path lib = root.resolve("launcher/target/lib");
        Path jar = root.resolve("launcher/target/chesseus-launcher.jar");
        assumeTrue(Files.exists(jar) && Files.isDirectory(lib), "the launcher is not packaged; run mvn verify");
        Path copy = Files.createTempDirectory("chesseus-drivers");
        try {
            Path numeric = copyLauncher(launcher, lib, jar, copy);

            Launches.Run without = Launches.run(copy, "play", "--driver", "numeric");
            assertNotEquals(0, without.status(), "play --driver numeric without its jar:\n" + without.text());
            assertTrue(without.text().contains("--driver numeric: unknown driver; drivers found: console"), without.text());
            assertTrue(!without.text().contains("\tat "), "a stack trace:\n" + without.text());

            Launches.Run console = Launches.run(copy, "play", "--driver", "console");
            assertEquals(0, console.status(), "play --driver console without the numeric jar:\n" + console.text());

            Path plugins = Files.createDirectories(copy.resolve("plugins"));
            Files.move(numeric, plugins.resolve(numeric.getFileName()));
            Launches.Run back = Launches.run(copy, "play", "--driver", "numeric");
            assertEquals(0, back.status(), "play --driver numeric with its jar in plugins/:\n" + back.text());
            assertTrue(back.text().lines().anyMatch(line -> line.strip().equals("BR")),
                    "the numeric driver prints the result code (Black wins by resignation):\n" + back.text());
        } finally {
            delete(copy);
        }
    }

    /**
     * Copies the launcher script, its jar and its lib folder (without the class-data archive, which
     * names the original paths) into a scratch root, stamps the copy as built, and takes the numeric
     * driver's jar out of the copied lib folder: that jar is returned, left beside the lib folder.
     */
    private static Path copyLauncher(Path launcher, Path lib, Path jar, Path copy) throws IOException {
        Files.copy(launcher, copy.resolve("chesseus"), StandardCopyOption.COPY_ATTRIBUTES);
        Path target = Files.createDirectories(copy.resolve("launcher/target"));
        Files.copy(jar, target.resolve(jar.getFileName()), StandardCopyOption.COPY_ATTRIBUTES);
        Path copiedLib = Files.createDirectories(target.resolve("lib"));
        Path numeric = null;
        try (Stream<Path> jars = Files.list(lib)) {
            for (Path path : jars.filter(path -> path.toString().endsWith(".jar")).toList()) {
                String name = path.getFileName().toString();
                Path into = name.startsWith(NUMERIC_JAR) ? target.resolve(name) : copiedLib.resolve(name);
                Files.copy(path, into, StandardCopyOption.COPY_ATTRIBUTES);
                if (name.startsWith(NUMERIC_JAR)) {
                    numeric = into;
                }
            }
        }
        assertTrue(numeric != null, "no " + NUMERIC_JAR + " jar in " + lib);
        // The launcher's stamp of a successful build: the copy holds no sources, so it is never stale.
        Files.writeString(copiedLib.resolve(".built"), "");
        // A read-only lib folder: the launcher then runs without making a class-data archive.
        assertTrue(copiedLib.toFile().setWritable(false, false), "cannot make " + copiedLib + " read-only");
        return numeric;
    }

    private static void delete(Path folder) throws IOException {
        folder.resolve("launcher/target/lib").toFile().setWritable(true, true);
        Launches.delete(folder);
    }
}
