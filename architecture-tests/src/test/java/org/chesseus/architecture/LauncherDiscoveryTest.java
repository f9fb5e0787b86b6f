package org.chesseus.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The real launcher finds layer {@code l1} on its module path: {@code ./chesseus profiles} from
 * the project root lists it; and it starts with its class-data archive. Skipped, with the reason, when the launcher or the packaged launcher
 * are not there (e.g. {@code mvn test}, which packages nothing).
 */
class LauncherDiscoveryTest {
    private static final long TIMEOUT_SECONDS = 120;

    @Test
    void theLauncherListsLayerL1FoundOnTheModulePath() throws IOException, InterruptedException {
        String text = launch(Map.of(), "profiles");
        assertTrue(Pattern.compile("(?<![\\w-])l1(?![\\w-])").matcher(text).find(),
                "./chesseus profiles does not list layer l1; output:\n" + text);
        assertFalse(text.contains("\tat "), "./chesseus profiles printed a stack trace:\n" + text);
    }

    /**
     * The launcher's class-data archive (docs/user-guide.md, "Start-up"): made after a build, then
     * used, so that Chesseus's own classes load mapped from it, and no JVM warning about it shows.
     */
    @Test
    void theLauncherMakesAndUsesItsClassDataArchive() throws IOException, InterruptedException {
        // The first launch of a fresh checkout builds first (its message on stderr), then runs.
        String version = launch(Map.of(), "--version");
        List<String> lines = version.strip().lines().filter(line -> !line.startsWith("chesseus: building")).toList();
        assertTrue(lines.size() == 1 && lines.get(0).startsWith("chesseus "),
                "./chesseus --version printed more than its version (a JVM warning?):\n" + version);
        Path archive = root().resolve("launcher/target/lib/chesseus.jsa");
        assertTrue(Files.exists(archive), "no class-data archive " + archive + " after a launch");
        String loaded = launch(Map.of("CHESSEUS_JAVA_OPTS", "-Xlog:class+load=info"), "--version");
        assertTrue(Pattern.compile("org\\.chesseus\\.\\S+ source: shared objects file").matcher(loaded).find(),
                "Chesseus's classes did not load from the archive:\n" + loaded.lines().filter(l -> l.contains("org.chesseus"))
                        .limit(5).reduce("", (a, b) -> a + b + "\n"));
    }

    private static Path root() {
        return Path.of("").toAbsolutePath().getParent();
    }

    /** Runs the real launcher from the project root; its output (both streams), after a status of 0. */
    private static String launch(Map<String, String> environment, String... args) throws IOException, InterruptedException {
        Path root = root();
        Path launcher = root.resolve("chesseus");
        assumeTrue(Files.isExecutable(launcher), "no executable launcher " + launcher + " in this checkout");
        Path jar = root.resolve("launcher/target/chesseus-launcher.jar");
        assumeTrue(Files.exists(jar) && Files.isDirectory(root.resolve("launcher/target/lib")),
                "the launcher is not packaged (" + jar + " and launcher/target/lib); run mvn verify");
        Path output = Files.createTempFile("chesseus-launch", ".txt");
        try {
            List<String> command = new ArrayList<>(List.of(launcher.toString()));
            command.addAll(List.of(args));
            ProcessBuilder builder = new ProcessBuilder(command)
                    .directory(root.toFile())
                    .redirectErrorStream(true)
                    .redirectOutput(output.toFile());
            builder.environment().putAll(environment);
            Process process = builder.start();
            process.getOutputStream().close();
            boolean finished = process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS);
            if (!finished) {
                process.destroyForcibly();
            }
            String text = Files.readString(output, StandardCharsets.UTF_8);
            String shown = String.join(" ", args);
            assertTrue(finished, "./chesseus " + shown + " did not finish in " + TIMEOUT_SECONDS + " s; output:\n" + text);
            assertEquals(0, process.exitValue(), "./chesseus " + shown + " failed; output:\n" + text);
            return text;
        } finally {
            Files.deleteIfExists(output);
        }
    }
}
