package org.chesseus.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * A plugin is a jar dropped into the {@code plugins/} folder beside the launcher: this test writes
 * a third party's rule layer (a module depending on {@code org.chesseus.api} alone), compiles and
 * jars it, drops it into {@code plugins/}, and asks the real launcher for its rule book. Skipped,
 * with the reason, when the launcher or the packaged launcher are not there.
 */
class PluginFolderTest {
    private static final String LAYER = "package org.example.touchmove;\n"
            + "import java.util.Set;\n"
            + "import org.chesseus.api.rules.Rule;\n"
            + "import org.chesseus.api.rules.RuleBookBuilder;\n"
            + "import org.chesseus.api.rules.RuleLayer;\n"
            + "public final class TouchMoveLayer implements RuleLayer {\n"
            + "    public String id() { return \"touch-move-club\"; }\n"
            + "    public String title() { return \"A club's touch-move rule\"; }\n"
            + "    public Set<String> requires() { return Set.of(\"l1\"); }\n"
            + "    public int apiVersion() { return RuleLayer.API_VERSION; }\n"
            + "    public void contribute(RuleBookBuilder book) {\n"
            + "        book.add(Rule.of(\"touch-move\", \"FIDE 4.3\", \"A piece touched on purpose must be moved.\"));\n"
            + "    }\n"
            + "}\n";
    private static final String MODULE = "module org.example.touchmove {\n"
            + "    requires org.chesseus.api;\n"
            + "    provides org.chesseus.api.rules.RuleLayer with org.example.touchmove.TouchMoveLayer;\n"
            + "}\n";

    @Test
    void aPluginJarDroppedIntoThePluginsFolderIsFoundAtLaunch() throws IOException, InterruptedException {
        Path root = Launches.root();
        Path launcher = root.resolve("chesseus");
        assumeTrue(Files.isExecutable(launcher), "no executable launcher " + launcher + " in this checkout");
        Path lib = root.resolve("launcher/target/lib");
        assumeTrue(Files.exists(root.resolve("launcher/target/chesseus-launcher.jar")) && Files.isDirectory(lib),
                "the launcher is not packaged; run mvn verify");
        Path api = apiJar(lib);
        Path work = Files.createTempDirectory("chesseus-plugin");
        Path plugins = root.resolve("plugins");
        boolean made = !Files.isDirectory(plugins);
        Path jar = plugins.resolve("touch-move-club-" + ProcessHandle.current().pid() + ".jar");
        try {
            Files.createDirectories(plugins);
            build(work, api, jar);
            Launches.Run run = Launches.run(root, "rules", "--rules", "touch-move-club");
            assertEquals(0, run.status(), run.text());
            String text = run.text();
            assertTrue(text.contains("Rule book 'touch-move-club' (layers l1, touch-move-club), 7 rules:"), text);
            assertTrue(text.lines().anyMatch(line -> line.matches("touch-move +FIDE 4\\.3 +touch-move-club +\u2014 +A piece.*")), text);
        } finally {
            Files.deleteIfExists(jar);
            if (made) {
                Files.deleteIfExists(plugins);
            }
            Launches.delete(work);
        }
    }

    private static Path apiJar(Path lib) throws IOException {
        try (Stream<Path> jars = Files.list(lib)) {
            return jars.filter(path -> path.getFileName().toString().startsWith("chesseus-api")).findFirst()
                    .orElseThrow(() -> new AssertionError("no chesseus-api jar in " + lib));
        }
    }

    /** Compiles the layer against the kernel's jar alone and jars it as a module. */
    private static void build(Path work, Path api, Path jar) throws IOException {
        Path sources = work.resolve("src");
        Path classes = work.resolve("classes");
        Files.createDirectories(sources.resolve("org/example/touchmove"));
        Files.writeString(sources.resolve("module-info.java"), MODULE);
        Files.writeString(sources.resolve("org/example/touchmove/TouchMoveLayer.java"), LAYER);
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        int status = compiler.run(null, null, null, "--release", "17", "--module-path", api.toString(), "-d", classes.toString(),
                sources.resolve("module-info.java").toString(), sources.resolve("org/example/touchmove/TouchMoveLayer.java").toString());
        assertEquals(0, status, "the plugin did not compile");
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file);
                Stream<Path> walk = Files.walk(classes)) {
            for (Path path : walk.filter(Files::isRegularFile).toList()) {
                out.putNextEntry(new JarEntry(classes.relativize(path).toString().replace('\\', '/')));
                out.write(Files.readAllBytes(path));
                out.closeEntry();
            }
        }
    }
}
