package org.chesseus.launcher.play;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code chesseus play --driver numeric}, FideLite's numerical interface, end to end without a
 * terminal: squares as rank-then-file digits, a non-digit as a draw request, an empty line as
 * resignation, and only the clocks, the last move and the result code printed.
 */
class NumericPlayTest {
    @TempDir
    Path directory;

    private PlayRun play(List<String> script, String... args) {
        String[] all = new String[args.length + 2];
        all[0] = "--driver";
        all[1] = "numeric";
        System.arraycopy(args, 0, all, 2, args.length);
        return PlayRun.of(directory, script, all);
    }

    @Test
    void foolsMateInDigitsEndsWithTheCodeOfBlacksCheckmate() {
        PlayRun run = play(List.of("1525", "6444", "1636", "7337"));
        assertAll(
                () -> assertEquals(0, run.status(), run.err()),
                () -> assertEquals(List.of("- -", "- - 1525", "- - 6444", "- - 1636", "- - 7337", "B#"), run.lines()));
    }

    @Test
    void aMoveWithANonDigitClaimsThreefoldOnThePositionItProduces() {
        PlayRun run = play(List.of("0625", "7655", "2506", "5576", "0625", "7655", "2506", "5576="));
        assertEquals("3R", run.lastLine(), run.out());
    }

    @Test
    void aNonDigitAloneAcceptsTheStandingOffer() {
        PlayRun run = play(List.of("1434", "6444d", "d"));
        assertEquals(List.of("- -", "- - 1434", "- - 6444", "DA"), run.lines());
    }

    @Test
    void anEmptyLineResignsTheSideToMove() {
        PlayRun run = play(List.of("1434", ""));
        assertEquals("WR", run.lastLine(), run.out());
    }

    @Test
    void theEndOfInputResignsTheSideToMove() {
        PlayRun run = play(List.of());
        assertEquals(List.of("- -", "BR"), run.lines());
    }

    @Test
    void numericButIllegalInputIsOnlyAnInvalidMoveAndShowsTheClocks() {
        PlayRun run = play(List.of("@wait 1.5s", "0", "00", "6500", "1434", ""), "--time", "1+0");
        assertEquals(List.of("60.0 60.0", "58.5 60.0", "58.5 60.0", "58.5 60.0", "58.5 60.0 1434", "WR"), run.lines());
    }

    @Test
    void theFlagFallsOnTheFakeClock() {
        PlayRun run = play(List.of("1434", "@wait 60s", "6444"), "--time", "1+0");
        assertEquals(List.of("60.0 60.0", "60.0 60.0 1434", "WT"), run.lines());
    }

    @Test
    void castlingIsTheKingsTwoSquaresAndAFifthDigitUnderPromotes() {
        PlayRun run = play(List.of("64742", "7071", "0406", ""), "--fen", "k7/4P3/8/8/8/8/8/4K2R w K - 0 1");
        assertEquals(List.of("- -", "- - 64742", "- - 7071", "- - 0406", "WR"), run.lines());
    }
}
