package org.chesseus.launcher.play;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How {@code chesseus play} is composed at launch: choices from a configuration file with the
 * command line winning, one-line errors naming the choices that exist, and a game resumed from
 * its record with the clocks it recorded.
 */
class PlaySetupTest {
    @TempDir
    Path directory;

    @Test
    void aConfigurationFileChoosesTheDriverAndTheCommandLineWins() throws IOException {
        Path config = Files.writeString(directory.resolve("play.conf"), "# my usual game\ndriver = numeric\ntime = 1+0\n");
        PlayRun fromFile = PlayRun.of(directory, List.of(""), "--config", config.toString());
        PlayRun overridden = PlayRun.of(directory, List.of("resign"), "--config", config.toString(), "--driver", "console");
        assertAll(
                () -> assertEquals(List.of("60.0 60.0", "BR"), fromFile.lines()),
                () -> assertTrue(overridden.out().contains("White to move  M=0  R=1  White 1:00.0* | Black 1:00.0"), overridden.out()),
                () -> assertTrue(overridden.record().contains("[ChesseusTime \"1+0\"]"), overridden.record()));
    }

    @Test
    void anUnknownSettingInTheConfigurationFileIsRefusedNamingTheLine() throws IOException {
        Path config = Files.writeString(directory.resolve("bad.conf"), "driver = numeric\ncolour = blue\n");
        PlayRun run = PlayRun.of(directory, List.of(), "--config", config.toString());
        assertAll(
                () -> assertEquals(1, run.status()),
                () -> assertTrue(run.err().startsWith(config + " line 2: unknown setting 'colour'; settings: rules, without"), run.err()),
                () -> assertEquals(1, run.err().strip().lines().count(), run.err()));
    }

    @Test
    void anUnknownDriverPlayerOrProfileIsOneLineNamingTheChoices() {
        PlayRun driver = PlayRun.of(directory, List.of(), "--driver", "fancy");
        PlayRun player = PlayRun.of(directory, List.of(), "--black", "bot");
        PlayRun profile = PlayRun.of(directory, List.of(), "--rules", "l9");
        assertAll(
                () -> assertEquals("--driver fancy: unknown driver; drivers found: console, numeric", driver.err().strip()),
                () -> assertEquals("--black bot: unknown player; choose human, engine, engine:ELO (a level, e.g."
                        + " engine:1200) or uci:<command line> (e.g. uci:/usr/games/stockfish)", player.err().strip()),
                () -> assertEquals(1, profile.err().strip().lines().count(), profile.err()),
                () -> assertTrue(profile.err().contains("l9"), profile.err()),
                () -> assertTrue(List.of(driver, player, profile).stream().allMatch(run -> run.status() == 1)),
                () -> assertTrue(List.of(driver, player, profile).stream().allMatch(run -> run.record().isEmpty())));
    }

    @Test
    void aLevelOutsideTheEnginesRangeOrNotANumberIsOneLine() {
        PlayRun low = PlayRun.of(directory, List.of(), "--black", "engine:900");
        PlayRun word = PlayRun.of(directory, List.of(), "--white", "engine:strong");
        assertAll(
                () -> assertEquals("--black engine:900: the engine plays at levels 1000 to 2400; leave the level out"
                        + " (engine) for its full strength", low.err().strip()),
                () -> assertEquals("--white engine:strong: the engine's level is a rating, 1000 to 2400, e.g."
                        + " engine:1200", word.err().strip()),
                () -> assertTrue(List.of(low, word).stream().allMatch(run -> run.status() == 1)),
                () -> assertTrue(List.of(low, word).stream().allMatch(run -> run.record().isEmpty())));
    }

    @Test
    void aGameCutOffByACrashResumesFromItsRecordWithTheRecordedClocks() throws IOException {
        Path record = Files.writeString(directory.resolve("crashed.pgn"), String.join("\n",
                "[Event \"chesseus play\"]", "[ChesseusRules \"fide\"]", "[ChesseusTime \"5+0\"]", "",
                "1. f3 {[%emt 0:00:10.000] [%clk 0:04:50.000]}", "e5 {[%emt 0:00:20.000] [%clk 0:04:40.000]}", ""));
        PlayRun run = PlayRun.raw(record, List.of("@wait 3s", "g4", "Qh4"), "play", "--resume", record.toString());
        assertAll(
                () -> assertEquals(0, run.status(), run.err()),
                () -> assertTrue(run.err().contains("chesseus play: the game resumes after 1...e5, White to move,"
                        + " White 4:50 / Black 4:40"), run.err()),
                () -> assertTrue(run.out().contains("White to move  M=0  R=1  White 4:50.0* | Black 4:40.0"), run.out()),
                () -> assertTrue(run.out().contains("Black to move  M=0  R=1  White 4:47.0 | Black 4:40.0*"), run.out()),
                () -> assertTrue(run.lastLine().startsWith("Game over: B# 0-1"), run.out()),
                () -> assertTrue(run.record().replaceAll("\\s+", " ").contains("1. f3 {[%emt 0:00:10.000] [%clk 0:04:50]} e5"),
                        run.record()),
                () -> assertTrue(run.record().contains("[Result \"0-1\"]"), run.record()));
    }

    @Test
    void aFinishedGameIsNotResumedAndAResumedGameKeepsItsTimeControl() throws IOException {
        PlayRun finished = PlayRun.of(directory, List.of("f3", "e5", "g4", "Qh4"));
        Path file = Files.list(directory).filter(p -> p.toString().endsWith(".pgn")).findFirst().orElseThrow();
        PlayRun again = PlayRun.raw(file, List.of(), "play", "--resume", file.toString());
        Path open = Files.writeString(directory.resolve("open.pgn"), "[ChesseusTime \"5+0\"]\n\n1. e4\n");
        PlayRun retimed = PlayRun.raw(open, List.of(), "play", "--resume", open.toString(), "--time", "1+0");
        assertAll(
                () -> assertEquals(0, finished.status()),
                () -> assertEquals(1, again.status()),
                () -> assertTrue(again.err().contains("the game is over (0-1, B#); there is nothing to resume"), again.err()),
                () -> assertEquals(1, retimed.status()),
                () -> assertTrue(retimed.err().startsWith("--time 1+0: the game resumed from " + open
                        + " keeps the setting it was recorded with (5+0)"), retimed.err()));
    }

    @Test
    void anExistingRecordIsNeverOverwritten() throws IOException {
        Path file = Files.writeString(directory.resolve("mine.pgn"), "precious\n");
        PlayRun run = PlayRun.raw(file, List.of(), "play", "--pgn", file.toString());
        assertAll(
                () -> assertEquals(1, run.status()),
                () -> assertTrue(run.err().contains("the file exists; continue its game with --resume"), run.err()),
                () -> assertEquals("precious\n", run.record()),
                () -> assertFalse(run.out().contains("Game over"), run.out()));
    }

    @Test
    void underAProfileWithoutResignationTheEndOfInputStopsTheGameUnfinished() {
        PlayRun run = PlayRun.of(directory, List.of("e4"), "--rules", "l2");
        assertAll(
                () -> assertEquals(1, run.status()),
                () -> assertTrue(run.out().contains("resignation needs layer l3; profile 'l2' has no rule 'resignation'"), run.out()),
                () -> assertTrue(run.record().contains("[Result \"*\"]"), run.record()));
    }
}
