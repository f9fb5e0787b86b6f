package org.chesseus.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.chesseus.api.pgn.PgnGame;
import org.chesseus.api.pgn.PgnReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Matches between scripted engines (bash scripts, see {@link FakeEngines}): the book's codes and
 * the PGN terminations for a mate, a claimed repetition, a crash, an illegal move, garbage and a
 * hang on the clock (with 6.9), the restart after a crash, alternating colours, paired openings,
 * and the SPRT stopping the match early.
 */
class FakeEngineMatchTest {
    @TempDir
    Path directory;

    private List<PgnGame> run(String white, String black, String... more) throws IOException {
        Path pgn = directory.resolve("match.pgn");
        String[] args = new String[6 + more.length];
        args[0] = "--white";
        args[1] = white;
        args[2] = "--black";
        args[3] = black;
        args[4] = "--pgn";
        args[5] = pgn.toString();
        System.arraycopy(more, 0, args, 6, more.length);
        MatchRun run = MatchRun.of(args);
        assertEquals(0, run.status(), run.err() + run.out());
        return PgnReader.read(Files.readString(pgn));
    }

    private String fake(String mode, String sequence) throws IOException {
        return new FakeEngines(directory).engine(mode, sequence);
    }

    @Test
    void coloursAlternateGameByGameAndFoolsMateIsWonByBlack() throws IOException {
        String scripted = fake("play", FakeEngines.FOOLS_MATE);
        List<PgnGame> games = run(scripted, scripted, "--games", "2", "--time", "10s+0.1");
        assertAll(
                () -> assertEquals(2, games.size()),
                () -> assertEquals("fake-play-1", games.get(0).tag("White").orElseThrow()),
                () -> assertEquals("fake-play-2", games.get(1).tag("White").orElseThrow()),
                () -> assertEquals("0-1", games.get(0).result()),
                () -> assertEquals("B#", games.get(1).tag("ResultCode").orElseThrow()),
                () -> assertEquals("normal", games.get(0).tag("Termination").orElseThrow()),
                () -> assertEquals("10+0.1", games.get(0).tag("TimeControl").orElseThrow()),
                () -> assertEquals(4, games.get(0).moves().size()),
                () -> assertTrue(games.get(0).moves().get(0).clockTime().isPresent(), "[%clk] on each move"));
    }

    @Test
    void tcIsReadInSecondsAndADelayAndOddsReachTheClockAndTheEngines() throws IOException {
        String teller = fake("tell", FakeEngines.FOOLS_MATE);
        PgnGame game = run(teller, teller, "--games", "1", "--tc", "10", "--delay", "2", "--white-time", "5s").get(0);
        List<String> goLines = Files.readAllLines(directory.resolve(FakeEngines.GO_LINES));
        assertAll(
                () -> assertEquals("10", game.tag("TimeControl").orElseThrow(), "PGN: seconds; the delay is not part of the tag"),
                () -> assertEquals("0-1", game.result()),
                () -> assertEquals("go wtime 5000 btime 10000 winc 2000 binc 2000", goLines.get(0),
                        "the odds on the clock; UCI has no delay, so it goes as the increment"),
                () -> assertEquals(4, goLines.size()),
                () -> assertTrue(goLines.stream().allMatch(line -> line.endsWith(" winc 2000 binc 2000")), goLines.toString()));
    }

    @Test
    void tcFortyMovesInSixtySecondsRepeatsAndTellsTheEnginesMovesToGo() throws IOException {
        String teller = fake("tell", FakeEngines.FOOLS_MATE);
        PgnGame game = run(teller, teller, "--games", "1", "--tc", "40/60+0.6").get(0);
        List<String> goLines = Files.readAllLines(directory.resolve(FakeEngines.GO_LINES));
        assertAll(
                () -> assertEquals("40/60+0.6", game.tag("TimeControl").orElseThrow()),
                () -> assertEquals("go wtime 60600 btime 60000 winc 600 binc 600 movestogo 40", goLines.get(0)),
                () -> assertTrue(goLines.get(2).endsWith(" movestogo 39"), goLines.get(2)));
    }

    @Test
    void tcInfWithNodesIsAFixedNodeGameWithoutAClock() throws IOException {
        String scripted = fake("play", FakeEngines.FOOLS_MATE);
        PgnGame game = run(scripted, scripted, "--games", "1", "--tc", "inf", "--nodes", "100").get(0);
        assertEquals("-", game.tag("TimeControl").orElseThrow());
    }

    @Test
    void anEngineIsRecordedUnderTheNameItGivesInIdNameNotItsCommandLine() throws IOException {
        PgnGame game = run(fake("play", FakeEngines.FOOLS_MATE), fake("crash99", FakeEngines.FOOLS_MATE),
                "--games", "1", "--nodes", "100").get(0);
        assertAll(
                () -> assertEquals("fake-play", game.tag("White").orElseThrow(), "UCI: id name fake-play"),
                () -> assertEquals("fake-crash99", game.tag("Black").orElseThrow(), "UCI: id name fake-crash99"));
    }

    @Test
    void namesGivenWithWhiteNameAndBlackNameReplaceTheEnginesOwn() throws IOException {
        String scripted = fake("play", FakeEngines.FOOLS_MATE);
        List<PgnGame> games = run(scripted, scripted, "--games", "2", "--nodes", "100",
                "--white-name", "Anna", "--black-name", "Boris");
        assertAll(
                () -> assertEquals("Anna", games.get(0).tag("White").orElseThrow()),
                () -> assertEquals("Boris", games.get(0).tag("Black").orElseThrow()),
                () -> assertEquals("Boris", games.get(1).tag("White").orElseThrow(), "colours alternate, names stay"));
    }

    @Test
    void aRepetitionIsClaimedForTheEnginesAsSoonAsTheClaimIsCorrect() throws IOException {
        String shuffler = fake("play", FakeEngines.KNIGHTS_SHUFFLE);
        PgnGame game = run(shuffler, shuffler, "--games", "1", "--nodes", "100").get(0);
        assertAll(
                () -> assertEquals("1/2-1/2", game.result()),
                () -> assertEquals("3R", game.tag("ResultCode").orElseThrow()),
                () -> assertEquals(8, game.moves().size()),
                () -> assertEquals("-", game.tag("TimeControl").orElseThrow()));
    }

    @Test
    void aCrashLosesAsAbandonedAndTheEngineIsRestartedForTheNextGame() throws IOException {
        List<PgnGame> games = run(fake("crash2", FakeEngines.FOOLS_MATE), fake("play", FakeEngines.FOOLS_MATE),
                "--games", "2", "--time", "10s+0.1");
        assertAll(
                () -> assertEquals("BF", games.get(0).tag("ResultCode").orElseThrow()),
                () -> assertEquals("abandoned", games.get(0).tag("Termination").orElseThrow()),
                () -> assertEquals("f3", games.get(0).moves().get(0).san()),
                () -> assertEquals("e5", games.get(1).moves().get(1).san(), "the restarted engine moved in game 2"),
                () -> assertEquals("WF", games.get(1).tag("ResultCode").orElseThrow()));
    }

    @Test
    void anIllegalMoveLosesByRulesInfraction() throws IOException {
        PgnGame game = run(fake("illegal", ""), fake("play", FakeEngines.FOOLS_MATE), "--games", "1", "--nodes", "100").get(0);
        assertAll(
                () -> assertEquals("0-1", game.result()),
                () -> assertEquals("BF", game.tag("ResultCode").orElseThrow()),
                () -> assertEquals("rules infraction", game.tag("Termination").orElseThrow()));
    }

    @Test
    void garbageInsteadOfAMoveLosesAsAbandoned() throws IOException {
        PgnGame game = run(fake("play", FakeEngines.FOOLS_MATE), fake("garbage", ""), "--games", "1", "--nodes", "100").get(0);
        assertAll(
                () -> assertEquals("1-0", game.result()),
                () -> assertEquals("abandoned", game.tag("Termination").orElseThrow()));
    }

    @Test
    void anEngineThatNeverAnswersLosesOnTimeAndTheNextGameIsPlayed() throws IOException {
        List<PgnGame> games = run(fake("silent", ""), fake("play", FakeEngines.FOOLS_MATE), "--games", "2", "--time", "1s+0");
        assertAll(
                () -> assertEquals("BT", games.get(0).tag("ResultCode").orElseThrow()),
                () -> assertEquals("time forfeit", games.get(0).tag("Termination").orElseThrow()),
                () -> assertEquals("WT", games.get(1).tag("ResultCode").orElseThrow()),
                () -> assertEquals("f3", games.get(1).moves().get(0).san()));
    }

    @Test
    void aFlagFallsToADrawWhenTheOpponentCannotMate() throws IOException {
        Path openings = Files.writeString(directory.resolve("bare.epd"), "4k3/8/8/8/8/8/8/3QK3 w - - bm Qd7+;\n");
        PgnGame game = run(fake("silent", ""), fake("play", ""), "--games", "1", "--time", "1s+0",
                "--openings", openings.toString()).get(0);
        assertAll(
                () -> assertEquals("1/2-1/2", game.result()),
                () -> assertEquals("TM", game.tag("ResultCode").orElseThrow()),
                () -> assertEquals("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", game.tag("FEN").orElseThrow()),
                () -> assertEquals("time forfeit", game.tag("Termination").orElseThrow()));
    }

    @Test
    void eachOpeningIsPlayedTwiceWithColoursSwappedInOrder() throws IOException {
        Path openings = Files.writeString(directory.resolve("openings.txt"), "# two lines\nf2f3 e7e5\n1. f4 e5\n");
        String scripted = fake("play", FakeEngines.FOOLS_MATE);
        List<PgnGame> games = run(scripted, scripted, "--games", "4", "--nodes", "100", "--openings", openings.toString());
        assertAll(
                () -> assertEquals(List.of("f3", "f3", "f4", "f4"), games.stream().map(g -> g.moves().get(0).san()).toList()),
                () -> assertEquals(List.of("fake-play-1", "fake-play-2", "fake-play-1", "fake-play-2"),
                        games.stream().map(g -> g.tag("White").orElseThrow()).toList()),
                () -> assertEquals("book", games.get(0).moves().get(1).comment()),
                () -> assertTrue(games.stream().allMatch(g -> g.tag("ResultCode").orElseThrow().equals("B#"))));
    }

    @Test
    void theSprtStopsTheMatchWhenItDecides() throws IOException {
        MatchRun run = MatchRun.of("--white", fake("play", FakeEngines.FOOLS_MATE), "--black", fake("illegal", ""),
                "--games", "100", "--nodes", "100", "--sprt", "0,50,0.05,0.05", "--concurrency", "2");
        assertAll(
                () -> assertEquals(0, run.status(), run.err()),
                () -> assertTrue(run.out().contains("H1 accepted"), run.out()),
                () -> assertTrue(run.out().lines().filter(l -> l.startsWith("Finished game")).count() < 20, run.out()));
    }
}
