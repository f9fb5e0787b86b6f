package org.chesseus.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A wrong command line for {@code match} is a usage error (status 2) naming what is wrong, an
 * engine that cannot be started is input refused (status 1); never a stack trace.
 */
class MatchInputTest {
    @TempDir
    Path directory;

    private void refused(String expected, String... args) {
        refused(2, expected, args);
    }

    private void refused(int status, String expected, String... args) {
        MatchRun run = MatchRun.of(args);
        assertAll(
                () -> assertEquals(status, run.status(), run.err()),
                () -> assertTrue(run.err().contains(expected), run.err()),
                () -> assertFalse(run.err().contains("\tat "), run.err()));
    }

    private String scripted() throws IOException {
        return new FakeEngines(directory).engine("play", FakeEngines.FOOLS_MATE);
    }

    @Test
    void anOptionWithoutAnEqualsSignIsRefused() throws IOException {
        refused("--option-white 'Hash': write Name=Value", "--white", scripted(), "--black", scripted(),
                "--option-white", "Hash");
    }

    @Test
    void aMissingEngineProgramIsInputRefusedAsInPlay() throws IOException {
        MatchRun run = MatchRun.of("--white", scripted(), "--black", "/nonexistent/engine");
        assertAll(
                () -> assertEquals(1, run.status(), run.err()),
                () -> assertEquals("--black uci:/nonexistent/engine: cannot start it: /nonexistent/engine does not exist",
                        run.err().strip()));
    }

    @Test
    void aBadTimeControlIsRefused() throws IOException {
        refused("--time 10q", "--white", scripted(), "--black", scripted(), "--time", "10q");
    }

    @Test
    void helpListsTcBesideTimeAndPlaysDelaysAndOdds() {
        MatchRun run = MatchRun.of("--help");
        assertAll(
                () -> assertEquals(0, run.status(), run.err()),
                () -> assertTrue(run.out().contains("--tc=TC"), run.out()),
                () -> assertTrue(run.out().contains("cutechess's form, in seconds"), run.out()),
                () -> assertTrue(run.out().contains("--bronstein=S"), run.out()),
                () -> assertTrue(run.out().contains("--black-time=TIME"), run.out()),
                () -> assertEquals("", run.err(), "no picocli warning"));
    }

    @Test
    void aBadTcIsRefusedInOneLineNamingTc() throws IOException {
        refused("--tc 40/x: time 'x' is not seconds", "--white", scripted(), "--black", scripted(), "--tc", "40/x");
    }

    @Test
    void tcAndTimeTogetherAreRefused() throws IOException {
        refused("--time and --tc: choose one time control", "--white", scripted(), "--black", scripted(),
                "--tc", "10+0.1", "--time", "1+0");
    }

    @Test
    void tcInfWithoutNodesIsRefused() throws IOException {
        refused("--tc inf: no clock; add --nodes N", "--white", scripted(), "--black", scripted(), "--tc", "inf");
    }

    @Test
    void aDelayWithAnIncrementIsRefused() throws IOException {
        refused("--delay 2: a delay goes with an increment-free base (--tc 10, not --tc 10+0.1)", "--white", scripted(),
                "--black", scripted(), "--tc", "10+0.1", "--delay", "2");
    }

    @Test
    void aBadOpeningsLineIsRefusedWithItsLine() throws IOException {
        Path openings = Files.writeString(directory.resolve("bad.epd"),
                "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - \ne2e4 e7e9\n");
        refused(1, "bad.epd line 2: move 2 'e7e9'", "--white", scripted(), "--black", scripted(),
                "--openings", openings.toString());
    }

    @Test
    void aBadSprtIsRefused() throws IOException {
        refused("--sprt 0,5,0.05: write elo0,elo1,alpha,beta", "--white", scripted(), "--black", scripted(),
                "--sprt", "0,5,0.05");
    }

    @Test
    void ourOwnEnginePlaysItselfAsAUciChild() throws IOException {
        MatchRun run = MatchRun.of("--white", "engine", "--black", "engine", "--games", "2", "--nodes", "300");
        assertAll(
                () -> assertEquals(0, run.status(), run.err()),
                () -> assertTrue(run.out().contains("Score of Chesseus"), run.out()),
                () -> assertTrue(run.out().contains("2 games") || run.out().contains("] 2"), run.out()));
    }
}
