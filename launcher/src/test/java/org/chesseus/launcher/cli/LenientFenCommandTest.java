package org.chesseus.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.chesseus.launcher.terminal.ExitStatus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Positions from the wild: {@code analyze}, {@code compare} and {@code adjudicate} read a FEN (or
 * a PGN {@code FEN} tag) leniently — an impossible castling right or en-passant square dropped with
 * a warning on standard error — and refuse it with {@code --strict-fen}; {@code perft} stays strict.
 * The FEN gives White the rights KQ without a white rook: python-chess and Lichess drop them too.
 */
class LenientFenCommandTest {
    private static final String NO_WHITE_ROOKS = "r3k2r/8/8/8/8/8/8/4K3 w KQkq - 0 1";

    @Test
    void analyzeDropsTheImpossibleRightsWithAWarningAndStrictRefuses() {
        CommandRun lenient = CommandRun.of("analyze", "--fen", NO_WHITE_ROOKS);
        assertEquals(ExitStatus.OK, lenient.status(), lenient.err());
        assertEquals(2, lenient.err().lines().filter(line -> line.startsWith("warning: FEN field 3 (castling): '")
                && line.endsWith("; the right is dropped")).count(), lenient.err());
        CommandRun strict = CommandRun.of("analyze", "--strict-fen", "--fen", NO_WHITE_ROOKS);
        assertEquals(ExitStatus.REJECTED, strict.status());
        assertTrue(strict.err().contains("FEN field 3 (castling): 'K' needs a white rook on h1"), strict.err());
    }

    @Test
    void aBatchNamesTheLineOfEachWarning(@TempDir Path directory) throws IOException {
        Path input = Files.writeString(directory.resolve("positions.txt"),
                "4k3/8/8/8/8/8/8/4K3 w - - 0 1\n4k3/8/8/8/8/8/8/4K3 b - e3 0 1\n");
        CommandRun run = CommandRun.of("analyze", "--json", "--input", input.toString());
        assertEquals(ExitStatus.OK, run.status(), run.err());
        assertTrue(run.err().contains("warning: line 2: FEN field 4 (en passant): e3"), run.err());
        assertEquals(2, run.out().lines().count(), run.out());
    }

    @Test
    void compareWarnsOnceThoughEveryProfileReadsThePosition() {
        CommandRun run = CommandRun.of("compare", "--fen", NO_WHITE_ROOKS, "--profiles", "l1,l2,fide");
        assertEquals(ExitStatus.OK, run.status(), run.err());
        assertEquals(2, run.err().lines().filter(line -> line.startsWith("warning: ")).count(), run.err());
    }

    @Test
    void adjudicateReadsAFenTagLenientlyNamingGameAndLine(@TempDir Path directory) throws IOException {
        Path pgn = Files.writeString(directory.resolve("wild.pgn"), "[Event \"wild\"]\n[SetUp \"1\"]\n[FEN \""
                + NO_WHITE_ROOKS + "\"]\n[Result \"1/2-1/2\"]\n\n1. Kd2 Ke7 1/2-1/2\n");
        CommandRun lenient = CommandRun.of("adjudicate", "--json", pgn.toString());
        assertTrue(lenient.err().contains("warning: game 1, line 3: tag 'FEN': FEN field 3 (castling): 'K'"),
                lenient.err());
        assertTrue(!lenient.out().contains("\"error\""), lenient.out());
        CommandRun strict = CommandRun.of("adjudicate", "--json", "--strict-fen", pgn.toString());
        assertTrue(strict.out().contains("tag 'FEN'"), strict.out());
    }

    @Test
    void perftStaysStrict() {
        CommandRun run = CommandRun.of("perft", "--fen", NO_WHITE_ROOKS, "--depth", "1");
        assertEquals(ExitStatus.REJECTED, run.status());
        assertTrue(run.err().contains("FEN field 3 (castling)"), run.err());
    }
}
