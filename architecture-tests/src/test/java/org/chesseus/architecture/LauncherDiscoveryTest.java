package org.chesseus.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The real launcher finds layer {@code l1} on its module path: {@code ./chesseus profiles} from
 * the project root lists it. Skipped, with the reason, when the launcher or the packaged drivers
 * are not there (e.g. {@code mvn test}, which packages nothing).
 */
class LauncherDiscoveryTest {
    private static final long TIMEOUT_SECONDS = 120;

    @Test
    void theLauncherListsLayerL1FoundOnTheModulePath() throws IOException, InterruptedException {
        Path root = Path.of("").toAbsolutePath().getParent();
        Path launcher = root.resolve("chesseus");
        assumeTrue(Files.isExecutable(launcher), "no executable launcher " + launcher + " in this checkout");
        Path jar = root.resolve("drivers/target/chesseus-drivers.jar");
        assumeTrue(Files.exists(jar) && Files.isDirectory(root.resolve("drivers/target/lib")),
                "the drivers are not packaged (" + jar + " and drivers/target/lib); run mvn verify");

        Path output = Files.createTempFile("chesseus-profiles", ".txt");
        try {
            Process process = new ProcessBuilder(launcher.toString(), "profiles")
                    .directory(root.toFile())
                    .redirectErrorStream(true)
                    .redirectOutput(output.toFile())
                    .start();
            process.getOutputStream().close();
            boolean finished = process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS);
            if (!finished) {
                process.destroyForcibly();
            }
            String text = Files.readString(output, StandardCharsets.UTF_8);
            assertTrue(finished, "./chesseus profiles did not finish in " + TIMEOUT_SECONDS + " s; output:\n" + text);
            assertEquals(0, process.exitValue(), "./chesseus profiles failed; output:\n" + text);
            assertTrue(Pattern.compile("(?<![\\w-])l1(?![\\w-])").matcher(text).find(),
                    "./chesseus profiles does not list layer l1; output:\n" + text);
            assertFalse(text.contains("\tat "), "./chesseus profiles printed a stack trace:\n" + text);
        } finally {
            Files.deleteIfExists(output);
        }
    }
}
