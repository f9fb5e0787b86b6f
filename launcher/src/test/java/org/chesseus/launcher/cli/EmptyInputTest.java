package org.chesseus.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.chesseus.launcher.terminal.ExitStatus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A batch with nothing in it is a mistake said in one line with a non-zero status, not a summary of
 * zeros; and a comparison whose only profile could not judge never says that its profiles agree.
 */
class EmptyInputTest {

    @Test
    void anEmptyOrBlankFileIsRefusedByEveryBatch(@TempDir Path directory) throws IOException {
        Path empty = Files.writeString(directory.resolve("empty.txt"), "\n  \n# only a comment\n");
        CommandRun analyze = CommandRun.of("analyze", "--input", empty.toString());
        assertEquals(ExitStatus.REJECTED, analyze.status());
        assertTrue(analyze.err().contains("holds no position (one FEN a line); nothing was done"), analyze.err());
        CommandRun perft = CommandRun.of("perft", "--input", empty.toString());
        assertEquals(ExitStatus.REJECTED, perft.status());
        assertTrue(perft.err().contains("holds no position ('FEN;depth' a line)"), perft.err());
        Path pgn = Files.writeString(directory.resolve("empty.pgn"), "");
        CommandRun adjudicate = CommandRun.of("adjudicate", pgn.toString());
        assertEquals(ExitStatus.REJECTED, adjudicate.status());
        assertTrue(adjudicate.err().contains("holds no game"), adjudicate.err());
        CommandRun compare = CommandRun.of("compare", "--profiles", "fide,l1", "--pgn", pgn.toString());
        assertEquals(ExitStatus.REJECTED, compare.status());
        assertTrue(compare.err().contains("--pgn: '" + pgn + "' holds no game"), compare.err());
    }

    @Test
    void aComparisonThatCouldNotJudgeNeverSaysItsProfilesAgree() {
        CommandRun one = CommandRun.of("compare", "--profiles", "fide", "--fen", "bad");
        assertFalse(one.out().contains("agree"), one.out());
        assertTrue(one.out().contains("The profile could not judge it."), one.out());
        CommandRun two = CommandRun.of("compare", "--profiles", "fide,l1", "--fen", "bad");
        assertFalse(two.out().contains("agree"), two.out());
        assertTrue(two.out().contains("No profile could judge it."), two.out());
    }
}
