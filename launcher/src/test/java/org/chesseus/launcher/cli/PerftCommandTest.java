package org.chesseus.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.chesseus.launcher.terminal.ExitStatus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code chesseus perft} run in process. The counts are the published ones of the Chess
 * Programming Wiki, https://www.chessprogramming.org/Perft_Results (start position, position 2
 * "Kiwipete", position 3) and https://www.chessprogramming.org/Chess960_Perft_Results (position 1),
 * each confirmed with Stockfish 15.1 ({@code go perft}).
 */
class PerftCommandTest {
    private static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    private static final String CPW_3 = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
    private static final String NO_H1_ROOK = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1";

    @TempDir
    Path folder;

    @Test
    void startPositionDepthFourHas197281Nodes() {
        CommandRun run = CommandRun.of("perft", "--depth", "4");
        assertEquals(0, run.status(), run.err());
        assertEquals("Nodes searched: 197281", run.lines().get(0));
        assertTrue(run.lines().get(1).matches("Time: [0-9]+\\.[0-9]{3} s"), run.out());
        assertTrue(run.lines().get(2).matches("Nodes/s: [0-9]+"), run.out());
    }

    @Test
    void kiwipeteDivideAtDepthTwoHas48RootMovesSummingTo2039() {
        CommandRun run = CommandRun.of("perft", "--fen", KIWIPETE, "--depth", "2", "--divide");
        assertEquals(0, run.status(), run.err());
        List<String> moves = run.lines().stream().filter(line -> line.matches("[a-h][1-8][a-h][1-8][qrbn]?: [0-9]+")).toList();
        long sum = moves.stream().mapToLong(line -> Long.parseLong(line.substring(line.indexOf(' ') + 1))).sum();
        assertAll(
                () -> assertEquals(48, moves.size()),
                () -> assertEquals(2039, sum),
                () -> assertTrue(moves.contains("e1g1: 43"), "standard castling is the king's two-square step"),
                () -> assertTrue(run.lines().contains("Nodes searched: 2039")));
    }

    @Test
    void chess960DivideWritesCastlingAsKingTakesRook() {
        CommandRun run = CommandRun.of("perft", "--fen", KIWIPETE, "--depth", "1", "--divide", "--chess960", "--json");
        List<JsonNode> lines = run.json();
        List<String> moves = lines.subList(0, lines.size() - 1).stream().map(line -> line.get("move").asText()).toList();
        assertAll(
                () -> assertEquals(48, moves.size()),
                () -> assertTrue(moves.containsAll(List.of("e1h1", "e1a1")), moves.toString()),
                () -> assertFalse(moves.contains("e1g1"), moves.toString()),
                () -> assertEquals(48, lines.get(lines.size() - 1).get("nodes").asLong()));
    }

    @Test
    void chess960ShredderFenPositionOneHas12189NodesAtDepthThree() {
        CommandRun run = CommandRun.of("perft", "--chess960", "--depth", "3",
                "--fen", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
        assertEquals("Nodes searched: 12189", run.lines().get(0), run.err());
    }

    @Test
    void jsonResultHasTheFieldsFenDepthNodesMsNps() {
        CommandRun run = CommandRun.of("perft", "--fen", CPW_3, "--depth", "3", "--json");
        JsonNode result = run.json().get(0);
        assertAll(
                () -> assertEquals(List.of("fen", "depth", "nodes", "ms", "nps"), CommandRun.fieldNames(result)),
                () -> assertEquals(CPW_3, result.get("fen").asText()),
                () -> assertEquals(3, result.get("depth").asInt()),
                () -> assertEquals(2812, result.get("nodes").asLong()),
                () -> assertEquals(1, run.json().size()));
    }

    @Test
    void batchYieldsOneOutputPerPositionLineInOrderAndAnErrorNamingTheLine() throws IOException {
        Path input = folder.resolve("positions.txt");
        Files.writeString(input, String.join("\n",
                "# published counts, Chess Programming Wiki",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1;3;8902",
                NO_H1_ROOK + ";2",
                "",
                CPW_3,
                "8/8/8/8/8/8/8/8 w - - 0 1;1"));
        CommandRun run = CommandRun.of("perft", "--input", input.toString(), "--depth", "2", "--json");
        List<JsonNode> lines = run.json();
        assertAll(
                () -> assertEquals(4, lines.size(), run.out()),
                () -> assertEquals(8902, lines.get(0).get("nodes").asLong()),
                () -> assertEquals(List.of("line", "fen", "error"), CommandRun.fieldNames(lines.get(1))),
                () -> assertEquals(3, lines.get(1).get("line").asInt()),
                () -> assertEquals("line 3: FEN field 3 (castling): 'K' needs a white rook on h1 (for Chess960 castling, add --chess960)",
                        lines.get(1).get("error").asText()),
                () -> assertEquals(2, lines.get(2).get("depth").asInt(), "a line without depth takes --depth"),
                () -> assertEquals(191, lines.get(2).get("nodes").asLong()),
                () -> assertTrue(lines.get(3).get("error").asText().startsWith("line 6: FEN field 1 (piece placement)")),
                () -> assertEquals(ExitStatus.REJECTED, run.status()),
                () -> assertTrue(run.err().startsWith("perft: 4 positions, 2 refused; 9093 nodes"), run.err()));
    }

    @Test
    void batchReadsStandardInputAndPrintsOneHumanLinePerPosition() {
        CommandRun run = CommandRun.with(org.chesseus.launcher.wiring.RuleLayerDiscovery::found,
                KIWIPETE + ";1\n" + KIWIPETE + ";x\n", "perft", "--input", "-");
        assertAll(
                () -> assertEquals(2, run.lines().size(), run.out()),
                () -> assertTrue(run.lines().get(0).startsWith("line 1: 48 nodes at depth 1 in "), run.out()),
                () -> assertEquals("line 2: depth 'x' must be a whole number from 0 to 64", run.lines().get(1)),
                () -> assertEquals(ExitStatus.REJECTED, run.status()));
    }

    @Test
    void missingInputFileIsRefusedInOneLine() {
        CommandRun run = CommandRun.of("perft", "--input", folder.resolve("absent.txt").toString());
        assertEquals(ExitStatus.REJECTED, run.status());
        assertEquals("--input: no such file '" + folder.resolve("absent.txt") + "'", run.err().strip());
    }

    @Test
    void badFenIsRefusedWithTheFieldAndAChess960Hint() {
        CommandRun run = CommandRun.of("perft", "--fen", NO_H1_ROOK);
        assertEquals(ExitStatus.REJECTED, run.status());
        assertEquals("FEN field 3 (castling): 'K' needs a white rook on h1 (for Chess960 castling, add --chess960)",
                run.err().strip());
        assertEquals("", run.out());
    }

    @Test
    void unknownOptionIsAUsageErrorWithoutStackTrace() {
        CommandRun run = CommandRun.of("perft", "--dept", "3");
        assertEquals(ExitStatus.USAGE, run.status());
        assertTrue(run.err().startsWith("Unknown options: '--dept', '3'"), run.err());
        assertTrue(run.err().contains("Possible solutions: --depth"), run.err());
        assertTrue(run.err().contains("Try 'chesseus perft --help'"), run.err());
        assertFalse(run.err().contains("\tat ") || run.err().contains("Exception"), run.err());
    }

    @Test
    void fenAndInputTogetherAreAUsageError() {
        CommandRun run = CommandRun.of("perft", "--fen", KIWIPETE, "--input", "x.txt");
        assertEquals(ExitStatus.USAGE, run.status());
        assertTrue(run.err().startsWith("--fen and --input cannot be combined"), run.err());
    }

    @Test
    void depthOutOfRangeIsAUsageError() {
        assertEquals(ExitStatus.USAGE, CommandRun.of("perft", "--depth", "-1").status());
        assertEquals(ExitStatus.USAGE, CommandRun.of("perft", "--depth", "five").status());
    }

    @Test
    void withoutCastlingTheKiwipeteRootLosesItsTwoCastlingMoves() {
        CommandRun run = CommandRun.of("perft", "--fen", KIWIPETE, "--depth", "1", "--without", "castling");
        assertEquals("Nodes searched: 46", run.lines().get(0), run.err());
        assertTrue(run.err().contains("--without castling makes this a teaching book of 'l1', not the rule book of any"
                + " federation or platform"), run.err());
    }
}
