package org.chesseus.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.chesseus.api.rules.RuleBookBuilder;
import org.chesseus.api.rules.RuleLayer;
import org.chesseus.launcher.terminal.ExitStatus;
import org.chesseus.launcher.wiring.RuleLayerDiscovery;
import org.junit.jupiter.api.Test;

/** Every failure ends as a message and an exit status, never a stack trace. */
class FailuresTest {

    /** A layer that fails in a way no input can explain: Chesseus's fault. */
    private static final class BrokenLayer implements RuleLayer {
        private final String id;

        BrokenLayer(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }

        @Override
        public String title() {
            return "Broken on purpose";
        }

        @Override
        public void contribute(RuleBookBuilder book) {
            throw new IllegalStateException("broken on purpose\n  over two lines");
        }
    }

    private static List<RuleLayer> foundPlus(RuleLayer extra) {
        List<RuleLayer> layers = new ArrayList<>(RuleLayerDiscovery.found());
        layers.add(extra);
        return layers;
    }

    @Test
    void unexpectedExceptionPrintsOneLineInternalErrorAndExitsThree() {
        CommandRun run = CommandRun.with(() -> foundPlus(new BrokenLayer("broken")), "", "rules", "--rules", "l1+broken");
        assertAll(
                () -> assertEquals(ExitStatus.INTERNAL, run.status()),
                () -> assertEquals("internal error: java.lang.IllegalStateException: broken on purpose over two lines",
                        run.err().strip()),
                () -> assertFalse(run.err().contains("\tat "), run.err()));
    }

    @Test
    void twoLayersClaimingOneIdAreRefusedInOneLine() {
        CommandRun run = CommandRun.with(() -> foundPlus(new BrokenLayer("l1")), "", "profiles");
        assertEquals(ExitStatus.REJECTED, run.status());
        assertTrue(run.err().startsWith("two layers claim the id 'l1'"), run.err());
        assertEquals(1, run.err().strip().lines().count(), run.err());
    }

    @Test
    void noRuleLayerFoundIsAnInternalError() {
        CommandRun run = CommandRun.with(() -> {
            throw new IllegalStateException("no rule layer found on the module path");
        }, "", "profiles");
        assertEquals(ExitStatus.INTERNAL, run.status());
        assertEquals("internal error: java.lang.IllegalStateException: no rule layer found on the module path",
                run.err().strip());
    }

    @Test
    void missingCommandIsAUsageError() {
        CommandRun run = CommandRun.of();
        assertEquals(ExitStatus.USAGE, run.status());
        assertTrue(run.err().contains("Missing required subcommand"), run.err());
    }

    @Test
    void unknownCommandIsAUsageErrorWithoutStackTrace() {
        CommandRun run = CommandRun.of("tournament");
        assertEquals(ExitStatus.USAGE, run.status());
        assertFalse(run.err().contains("\tat "), run.err());
    }

    @Test
    void helpListsOnlyImplementedCommands() {
        CommandRun run = CommandRun.of("--help");
        assertEquals(0, run.status());
        for (String command : List.of("play", "profiles", "rules", "perft", "analyze", "match", "bench", "uci")) {
            assertTrue(run.out().contains("  " + command + " "), run.out());
        }
        for (String command : List.of("no-such-command")) {
            assertFalse(run.out().contains("  " + command + " "), run.out());
        }
    }
}
