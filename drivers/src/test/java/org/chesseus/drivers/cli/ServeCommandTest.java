package org.chesseus.drivers.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code chesseus serve} refuses what cannot start a server in one line, before it listens. */
class ServeCommandTest {
    @Test
    void anUnknownProfileIsRefused() {
        CommandRun run = CommandRun.of("serve", "--port", "0", "--rules", "fidee");
        assertAll(
                () -> assertEquals(1, run.status(), run.err()),
                () -> assertTrue(run.err().contains("fidee"), run.err()),
                () -> assertEquals(1, run.err().strip().lines().count(), run.err()));
    }

    @Test
    void aBadTimeControlIsRefused() {
        CommandRun run = CommandRun.of("serve", "--port", "0", "--time", "5+x");
        assertAll(
                () -> assertEquals(1, run.status(), run.err()),
                () -> assertEquals(1, run.err().strip().lines().count(), run.err()));
    }

    @Test
    void aPortOutOfRangeIsRefused() {
        CommandRun run = CommandRun.of("serve", "--port", "70000");
        assertAll(
                () -> assertEquals(1, run.status(), run.err()),
                () -> assertEquals("--port 70000: a port is 0-65535 (0 picks a free one)", run.err().strip()));
    }
}
