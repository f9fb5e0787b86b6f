package org.chesseus.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chesseus.launcher.terminal.ExitStatus;
import org.junit.jupiter.api.Test;

/**
 * One version number: the launcher's {@code --version} and the engine's UCI {@code id name}
 * (which {@code match} writes in its records' White and Black tags) both say the project's
 * version, as the reactor's pom declares it.
 */
class ReleaseVersionTest {

    @Test
    void theLauncherSaysThePomsVersion() throws IOException {
        CommandRun run = CommandRun.of("--version");
        assertEquals(ExitStatus.OK, run.status(), run.err());
        assertEquals("chesseus " + pomVersion(), run.out().strip());
    }

    @Test
    void theEngineNamesItselfWithTheSameVersion() throws Exception {
        try (UciProcess uci = UciProcess.start()) {
            uci.send("uci");
            int at = uci.await(0, line -> line.startsWith("id name "), Duration.ofSeconds(30))
                    .orElseThrow(() -> new AssertionError("no id name: " + uci.transcript()));
            assertEquals("id name Chesseus " + pomVersion(), uci.since(at).get(0));
        }
    }

    /** The {@code <version>} of the project in the reactor's root pom, the launcher module's parent. */
    private static String pomVersion() throws IOException {
        String pom = Files.readString(Path.of("..", "pom.xml"));
        Matcher version = Pattern.compile("<artifactId>chesseus-parent</artifactId>\\s*<version>([^<]+)</version>")
                .matcher(pom);
        assertTrue(version.find(), "the root pom names the parent's version");
        return version.group(1);
    }
}
