package org.chesseus.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code chesseus bench search}: a fresh engine per position makes the node counts, and so the
 * signature, the same on every run; JSON has one object per position, then the total.
 */
class BenchSearchCommandTest {

    @Test
    void theSignatureIsTheSameOnTwoRuns() {
        CommandRun first = CommandRun.of("bench", "search", "--depth", "5", "--warmup", "0");
        CommandRun second = CommandRun.of("bench", "search", "--depth", "5", "--warmup", "0");
        assertEquals(0, first.status(), first.err());
        String signature = first.out().lines().filter(line -> line.startsWith("signature ")).findFirst().orElseThrow();
        assertTrue(second.out().contains(signature + "\n") || second.out().endsWith(signature), second.out());
    }

    @Test
    void jsonHasOneObjectPerPositionThenTheTotalWithTheSignature() {
        CommandRun run = CommandRun.of("bench", "search", "--depth", "4", "--warmup", "0", "--json");
        List<JsonNode> lines = run.json();
        JsonNode total = lines.get(lines.size() - 1);
        long sum = lines.subList(0, lines.size() - 1).stream().mapToLong(line -> line.get("nodes").asLong()).sum();
        assertAll(
                () -> assertEquals(0, run.status(), run.err()),
                () -> assertEquals(BenchSearchCommand.POSITIONS.size() + 1, lines.size()),
                () -> assertEquals(List.of("fen", "depth", "nodes", "ms", "nps"), CommandRun.fieldNames(lines.get(0))),
                () -> assertEquals(List.of("total", "nodes", "ms", "nps", "signature"), CommandRun.fieldNames(total)),
                () -> assertEquals(4, lines.get(0).get("depth").asInt()),
                () -> assertEquals(sum, total.get("signature").asLong()));
    }

    @Test
    void anOptionReachesEveryEngineAndTheHeaderNamesIt() {
        CommandRun tuned = CommandRun.of("bench", "search", "--depth", "5", "--warmup", "0", "--json");
        CommandRun material = CommandRun.of("bench", "search", "--depth", "5", "--warmup", "0",
                "--option", "Evaluation=material", "--json");
        CommandRun text = CommandRun.of("bench", "search", "--depth", "3", "--warmup", "0", "--option", "Evaluation=network");
        long tunedSignature = tuned.json().get(tuned.json().size() - 1).get("signature").asLong();
        long materialSignature = material.json().get(material.json().size() - 1).get("signature").asLong();
        assertAll(
                () -> assertEquals(0, material.status(), material.err()),
                () -> assertTrue(tunedSignature != materialSignature, "the option changed nothing: " + tunedSignature),
                () -> assertEquals(0, text.status(), text.err()),
                () -> assertTrue(text.out().startsWith("search bench, Chesseus") && text.out().contains("(Evaluation network)"),
                        text.out()));
    }

    @Test
    void aFileOptionIsReadHereAndAZeroNetworkOverTheTunedEvaluationSearchesAsTheTunedOne(@TempDir Path directory)
            throws IOException {
        // CNN1, width 8, base 1 (residual), every weight and bias 0: the tuned evaluation plus nothing
        ByteBuffer zero = ByteBuffer.allocate(12 + 2 * (768 * 8 + 8 + 16) + 4).order(ByteOrder.LITTLE_ENDIAN);
        zero.putInt(0x314E4E43).putInt(8).putInt(1);
        Path network = Files.write(directory.resolve("zero network.bin"), zero.array());
        Path broken = Files.write(directory.resolve("broken.bin"), Arrays.copyOf(zero.array(), 100));
        CommandRun tuned = CommandRun.of("bench", "search", "--depth", "5", "--warmup", "0", "--option", "Evaluation=tuned", "--json");
        CommandRun file = CommandRun.of("bench", "search", "--depth", "5", "--warmup", "0",
                "--option", "Network File=" + network, "--json");
        CommandRun missing = CommandRun.of("bench", "search", "--depth", "3", "--warmup", "0",
                "--option", "Network File=" + directory.resolve("none.bin"));
        CommandRun wrong = CommandRun.of("bench", "search", "--depth", "3", "--warmup", "0", "--option", "Network File=" + broken);
        assertAll(
                () -> assertEquals(0, file.status(), file.err()),
                () -> assertEquals(tuned.json().get(tuned.json().size() - 1).get("signature").asLong(),
                        file.json().get(file.json().size() - 1).get("signature").asLong()),
                () -> assertEquals(2, missing.status()),
                () -> assertTrue(missing.err().contains("--option: option Network File: no file '" + directory.resolve("none.bin") + "'"),
                        missing.err()),
                () -> assertEquals(2, wrong.status()),
                () -> assertTrue(wrong.err().contains("--option: option Network File: " + broken + ": 100 bytes"), wrong.err()));
    }

    @Test
    void anUnknownOptionOrValueIsRefusedBeforeAnySearch() {
        CommandRun name = CommandRun.of("bench", "search", "--depth", "3", "--warmup", "0", "--option", "Nope=1");
        CommandRun value = CommandRun.of("bench", "search", "--depth", "3", "--warmup", "0", "--option", "Evaluation=nonsense");
        assertAll(
                () -> assertEquals(2, name.status()),
                () -> assertTrue(name.err().contains("--option: unknown option 'Nope'"), name.err()),
                () -> assertEquals(2, value.status()),
                () -> assertTrue(value.err().contains("'nonsense' is not one of"), value.err()),
                () -> assertTrue(value.out().isEmpty(), value.out()));
    }

    @Test
    void aMateSuiteReportsEachMateFound(@TempDir Path directory) throws IOException {
        Path suite = Files.writeString(directory.resolve("mates.txt"),
                "# Morphy, the Opera game\n4kb1r/p2n1ppp/4q3/4p1B1/4P3/1Q6/PPP2PPP/2KR4 w k - 1 1;2\n");
        CommandRun run = CommandRun.of("bench", "search", "--mates", suite.toString());
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("solved 1 of 1"), run.out());
    }

    @Test
    void aBadMateLineIsRefusedWithItsNumber(@TempDir Path directory) throws IOException {
        Path suite = Files.writeString(directory.resolve("mates.txt"), "8/8/8/8/8/8/8/8 w - - 0 1\n");
        CommandRun run = CommandRun.of("bench", "search", "--mates", suite.toString());
        assertEquals(1, run.status());
        assertTrue(run.err().contains("line 1: expected 'FEN;N'"), run.err());
    }
}
