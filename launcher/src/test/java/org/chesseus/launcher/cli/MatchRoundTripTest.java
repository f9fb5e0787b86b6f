package org.chesseus.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.chesseus.launcher.cli.RoundTrip;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The round trip of {@code chesseus match}: every game the scripted engines of {@link FakeEngines}
 * play into one record — mates, a claimed repetition, an adjudicated draw, crashes, an illegal
 * move, garbage, hangs on the clock, a flag and a forfeit against a lone king — re-judged by {@code
 * adjudicate --json}, agrees with its record on the score and the reason.
 */
class MatchRoundTripTest {
    @TempDir
    Path directory;

    private Path pgn() {
        return directory.resolve("match.pgn");
    }

    private void run(String white, String black, String... more) {
        List<String> args = new ArrayList<>(List.of("--white", white, "--black", black, "--pgn", pgn().toString()));
        args.addAll(List.of(more));
        MatchRun run = MatchRun.of(args.toArray(String[]::new));
        assertEquals(0, run.status(), run.err() + run.out());
    }

    private String fake(String mode, String sequence) throws IOException {
        return new FakeEngines(directory).engine(mode, sequence);
    }

    @Test
    void everyGameMatchRecordsIsRejudgedAsItEndedOnScoreAndReason() throws IOException {
        String fools = fake("play", FakeEngines.FOOLS_MATE);
        Path bare = Files.writeString(directory.resolve("bare.epd"), "4k3/8/8/8/8/8/8/R3K3 w - - bm Ra2;\n");
        run(fools, fools, "--games", "2", "--time", "10s+0.1");
        run(fake("play", FakeEngines.KNIGHTS_SHUFFLE), fake("play", FakeEngines.KNIGHTS_SHUFFLE), "--games", "1",
                "--nodes", "100");
        String italian = fake("play", "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 d2d3 f8c5");
        run(italian, italian, "--games", "1", "--nodes", "100", "--adjudicate-draw", "10,2,1");
        run(fake("crash2", FakeEngines.FOOLS_MATE), fools, "--games", "2", "--time", "10s+0.1");
        run(fake("illegal", ""), fools, "--games", "1", "--nodes", "100");
        run(fools, fake("garbage", ""), "--games", "1", "--nodes", "100");
        run(fake("silent", ""), fools, "--games", "2", "--time", "1s+0");
        run(fake("silent", ""), fake("play", ""), "--games", "1", "--time", "1s+0", "--openings",
                Files.writeString(directory.resolve("queen.epd"), "4k3/8/8/8/8/8/8/3QK3 w - - bm Qd7+;\n").toString());
        run(fake("illegal", ""), fools, "--games", "1", "--nodes", "100", "--openings", bare.toString());
        Set<String> codes = RoundTrip.assertEveryGameAgrees("match", "fide", Files.readString(pgn()));
        assertEquals(Set.of("B#", "3R", "DA", "BF", "WF", "BT", "WT", "TM", "FM"), codes);
    }
}
