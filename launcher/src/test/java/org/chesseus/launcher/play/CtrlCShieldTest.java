package org.chesseus.launcher.play;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * An engine started shielded survives the SIGINT a terminal sends on Ctrl-C; the operating system
 * is the oracle: a shell that sends itself SIGINT dies of it unshielded and goes on shielded. A
 * program that is not found is left as it is, so starting it fails with its own message.
 */
class CtrlCShieldTest {
    private static final Map<String, String> PATH = Map.of("PATH", "/usr/bin:/bin");

    @Test
    void aShieldedProgramSurvivesTheInterruptSignal() throws Exception {
        Assumptions.assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "a POSIX shell at /bin/sh");
        List<String> selfInterrupting = List.of("sh", "-c", "kill -INT $$; echo alive");
        Process bare = new ProcessBuilder(selfInterrupting).start();
        Process shielded = new ProcessBuilder(CtrlCShield.wrap(selfInterrupting, PATH)).start();
        String said = new String(shielded.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        int bareStatus = bare.waitFor();
        int shieldedStatus = shielded.waitFor();
        // A test run started in the background may inherit SIGINT ignored: then there is nothing to show.
        Assumptions.assumeTrue(bareStatus != 0, "SIGINT is ignored where this test runs");
        assertAll(
                () -> assertEquals("alive", said),
                () -> assertEquals(0, shieldedStatus));
    }

    @Test
    void aProgramThatIsNotFoundIsLeftAsItIs() {
        List<String> missing = List.of("/nonexistent/engine", "--flag");
        List<String> unknown = List.of("no-such-engine-anywhere");
        assertAll(
                () -> assertEquals(missing, CtrlCShield.wrap(missing, PATH)),
                () -> assertEquals(unknown, CtrlCShield.wrap(unknown, PATH)));
    }
}
