package org.chesseus.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code chesseus serve} refuses what cannot start a server in one line, before it listens; the
 * options it shares with {@code chesseus play} are refused with play's status and play's message.
 */
class ServeCommandTest {
    @TempDir
    Path directory;

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

    /** Serve refuses these options as play does: the same status, the same one line. */
    private void refusedAsPlayRefusesThem(int status, String expected, String... options) {
        List<String> serve = new ArrayList<>(List.of("serve", "--port", "0"));
        serve.addAll(List.of(options));
        List<String> play = new ArrayList<>(List.of("play", "--pgn", directory.resolve("never.pgn").toString()));
        play.addAll(List.of(options));
        CommandRun served = CommandRun.of(serve.toArray(String[]::new));
        CommandRun played = CommandRun.of(play.toArray(String[]::new));
        assertAll(
                () -> assertEquals(status, served.status(), served.err()),
                () -> assertEquals(played.status(), served.status(), played.err()),
                () -> assertTrue(served.err().startsWith(expected), served.err()),
                () -> assertEquals(played.err().lines().findFirst(), served.err().lines().findFirst()),
                () -> assertFalse(served.err().contains("\tat "), "no stack trace: " + served.err()),
                () -> assertTrue(served.out().isEmpty(), "it never listened: " + served.out()));
    }

    @Test
    void aBadDelayIsRefusedAsPlayRefusesIt() {
        refusedAsPlayRefusesThem(1, "--delay -1: the delay is more than 0 and at most 3600 seconds", "--time", "5", "--delay", "-1");
        refusedAsPlayRefusesThem(1, "--delay 2: a delay goes with an increment-free base (--time 5, not --time 5+3)",
                "--time", "5+3", "--delay", "2");
        refusedAsPlayRefusesThem(1, "--bronstein 2: a delay needs a clock; add --time, e.g. --time 5", "--bronstein", "2");
        refusedAsPlayRefusesThem(1, "--delay and --bronstein: choose one delay", "--time", "5", "--delay", "2", "--bronstein", "2");
        refusedAsPlayRefusesThem(2, "Missing required parameter for option '--delay'", "--time", "5", "--delay");
    }

    @Test
    void badOddsAndAnUnknownRuleIdAreRefusedAsPlayRefusesThem() {
        refusedAsPlayRefusesThem(1, "--white-time and --black-time give odds on a clock: add --time, e.g. --time 5",
                "--black-time", "4");
        refusedAsPlayRefusesThem(1, "--white-time lots: a time such as 5 (minutes) or 270s (", "--time", "5", "--white-time", "lots");
        refusedAsPlayRefusesThem(1, "--without: no rule 'fivefolds' in this book; its rules are: ", "--without", "fivefold,fivefolds");
    }

    @Test
    void aPortOutOfRangeIsRefused() {
        CommandRun run = CommandRun.of("serve", "--port", "70000");
        assertAll(
                () -> assertEquals(1, run.status(), run.err()),
                () -> assertEquals("--port 70000: a port is 0-65535 (0 picks a free one)", run.err().strip()));
    }

    @Test
    void limitsOutOfRangeAreRefusedInOneLineNamingTheOption() {
        CommandRun unit = CommandRun.of("serve", "--port", "0", "--expire-idle", "5x");
        CommandRun zero = CommandRun.of("serve", "--port", "0", "--expire-finished", "0m");
        CommandRun games = CommandRun.of("serve", "--port", "0", "--max-games", "0");
        assertAll(
                () -> assertEquals(1, unit.status(), unit.err()),
                () -> assertEquals("--expire-idle 5x: a duration is a whole number and a unit, s, m, h or d (90s, 30m, 24h, 7d)",
                        unit.err().strip()),
                () -> assertEquals(1, zero.status(), zero.err()),
                () -> assertEquals("--expire-finished: a duration of whole seconds, more than 0 and at most 365d", zero.err().strip()),
                () -> assertEquals(1, games.status(), games.err()),
                () -> assertEquals("--max-games 0: at least 1", games.err().strip()),
                () -> assertTrue(unit.out().isEmpty() && zero.out().isEmpty() && games.out().isEmpty(), "it never listened"));
    }

    @Test
    void theHelpNamesTheLimitsAndTheirDefaults() {
        CommandRun help = CommandRun.of("serve", "--help");
        assertAll(
                () -> assertEquals(0, help.status(), help.err()),
                () -> assertTrue(help.out().contains("--expire-finished=DURATION"), help.out()),
                () -> assertTrue(help.out().contains("(default: 30m)"), help.out()),
                () -> assertTrue(help.out().contains("(default: 24h)"), help.out()),
                () -> assertTrue(help.out().contains("--max-games=N"), help.out()),
                () -> assertTrue(help.out().contains("--max-streams=N"), help.out()),
                () -> assertTrue(help.out().contains("refused 403"), help.out()));
    }
}
