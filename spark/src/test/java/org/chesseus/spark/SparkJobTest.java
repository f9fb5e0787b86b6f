package org.chesseus.spark;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.github.luben.zstd.ZstdOutputStream;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.chesseus.launcher.terminal.Terminal;
import org.chesseus.launcher.wiring.Configuration;
import org.chesseus.launcher.wiring.Launch;
import org.chesseus.launcher.wiring.RuleLayerDiscovery;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Spark job on Spark {@code local[2]}, in this JVM, against the oracle of the launcher's own
 * {@code adjudicate --json} and {@code --summary} on the same files, line for line. The corpus: a
 * plain file cut into many chunks (random games with the hand-written corpus of recorded ends and
 * broken games among them, and a comment holding a blank line and an {@code [Event} tag); a plain
 * file whose boundary falls after a game of tags alone, which the whole file does not cut (so it is
 * read whole); the same random games gzipped and zstd-packed. Skipped when Spark cannot start
 * here, failed then under {@code CI=true}.
 */
@Tag("spark")
class SparkJobTest {
    /** Chunks of at most this many bytes: the plain file is cut into many. */
    private static final long SPLIT = 64 << 10;

    @TempDir
    static Path folder;

    private static JavaSparkContext spark;
    private static Path plain;
    private static Path tagsAlone;
    private static Path gzipped;
    private static Path zstd;

    @BeforeAll
    static void startSparkAndWriteTheCorpus() throws IOException {
        String random = Corpus.randomGames(400, 7);
        String handWritten = Corpus.handWritten();
        String tricky = "[Event \"a comment holding a tag section\"]\n[Result \"1-0\"]\n\n1. e4 e5 {a remark\n\n"
                + "[Event \"not a game\"]\nstill the remark} 2. Nf3 1-0\n\n";
        int half = random.indexOf("[Event", random.length() / 2);
        plain = write("archive.pgn", utf8(random.substring(0, half) + handWritten + "\n" + tricky + random.substring(half)));
        tagsAlone = write("tags-alone.pgn", utf8(Corpus.randomGames(20, 11) + "[Event \"tags alone\"]\n[Result \"*\"]\n\n"
                + Corpus.randomGames(20, 12)));
        String packed = Corpus.randomGames(150, 13);
        gzipped = write("archive.pgn.gz", gzip(utf8(packed)));
        zstd = write("archive.pgn.zst", zstd(utf8(packed)));
        try {
            spark = new JavaSparkContext(new SparkConf().setMaster("local[2]").setAppName("chesseus spark test")
                    .set("spark.ui.enabled", "false").set("spark.driver.host", "127.0.0.1")
                    .set("spark.driver.bindAddress", "127.0.0.1"));
        } catch (RuntimeException | LinkageError e) {
            if ("true".equals(System.getenv("CI"))) {
                fail("Spark local[2] cannot start under CI=true: " + e, e);
            }
            assumeTrue(false, "Spark local[2] cannot start here: " + e);
        }
    }

    @AfterAll
    static void stopSpark() {
        if (spark != null) {
            spark.close();
        }
    }

    @Test
    void theJobsLinesAreAdjudicateJsonOnEachFileInTurnLineForLine() throws IOException {
        Path out = folder.resolve("all");
        ArchiveJob.Result result = new ArchiveJob(new JobOptions(List.of(plain.toString(), tagsAlone.toString(),
                gzipped.toString(), zstd.toString()), out.toString(), "fide", false, SPLIT)).run(spark);

        List<String> expected = new ArrayList<>();
        for (Path file : List.of(plain, tagsAlone, gzipped, zstd)) {
            expected.addAll(adjudicate("--json", "--threads", "2", file.toString()).lines().toList());
        }
        List<String> lines = jobLines(out);
        assertAll(
                () -> assertTrue(result.tasks().get(0) >= 2, "the plain file in chunks: " + result.tasks()),
                () -> assertTrue(result.files().get(0).plain(), "the plain file read in chunks"),
                () -> assertFalse(result.files().get(1).plain(), "the file with a game of tags alone read whole"),
                () -> assertEquals(List.of(1, 1), result.tasks().subList(2, 4), "a packed file is one task"),
                () -> assertEquals(expected.size(), lines.size(), "as many lines as adjudicate --json prints"));
        for (int i = 0; i < expected.size(); i++) {
            assertEquals(expected.get(i), lines.get(i), "line " + (i + 1));
        }
    }

    @Test
    void theJobsSummaryIsAdjudicateSummaryOnTheSameFile() throws IOException {
        Path out = folder.resolve("summary");
        new ArchiveJob(new JobOptions(List.of(plain.toString()), out.toString(), "fide", false, SPLIT)).run(spark);
        assertAll(
                () -> assertEquals(adjudicate("--summary", "--json", plain.toString()),
                        Files.readString(out.resolve("summary.json"))),
                () -> assertEquals(adjudicate("--summary", plain.toString()), Files.readString(out.resolve("summary.txt"))),
                () -> assertEquals(adjudicate("--json", plain.toString()).lines().toList(), jobLines(out)));
    }

    @Test
    void aPackedFileWhoseNameLiesIsRefusedNamingIt() throws IOException {
        Path liar = write("liar.pgn.gz", utf8(Corpus.randomGames(2, 3)));
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> new ArchiveJob(
                new JobOptions(List.of(liar.toString()), folder.resolve("liar").toString(), "fide", false, 0)).run(spark));
        assertTrue(refused.getMessage().contains("liar.pgn.gz': its name says gzip but its bytes are not gzip data"),
                refused.getMessage());
    }

    @Test
    void aPackedFileThatBreaksOffFailsTheJobNamingItAndHowFarItWasRead() throws IOException {
        byte[] packed = Files.readAllBytes(zstd);
        Path cut = write("cut.pgn.zst", Arrays.copyOf(packed, packed.length / 2));
        Exception failed = assertThrows(Exception.class, () -> new ArchiveJob(new JobOptions(List.of(cut.toString()),
                folder.resolve("cut").toString(), "fide", false, 0)).run(spark));
        Throwable cause = failed;
        while (cause.getCause() != null) {
            cause = cause.getCause();
        }
        assertTrue(cause.getMessage().matches("cannot read '.*cut\\.pgn\\.zst' after \\d+ of its bytes \\(zstd\\): .+"),
                cause.getMessage());
    }

    /** What {@code chesseus adjudicate ARGS} prints on standard output, run in-process as the launcher runs it. */
    private static String adjudicate(String... args) {
        StringWriter out = new StringWriter();
        Terminal terminal = new Terminal(new PrintWriter(out), new PrintWriter(new StringWriter()),
                new ByteArrayInputStream(new byte[0]), false, System::nanoTime);
        String[] command = Stream.concat(Stream.of("adjudicate"), Arrays.stream(args)).toArray(String[]::new);
        Launch.run(Configuration.LAUNCH, RuleLayerDiscovery::found, terminal, command);
        return out.toString();
    }

    /** The job's JSON lines: its part files, in order. */
    private static List<String> jobLines(Path out) throws IOException {
        List<String> lines = new ArrayList<>();
        try (Stream<Path> parts = Files.list(out.resolve("games"))) {
            for (Path part : parts.filter(p -> p.getFileName().toString().startsWith("part-")).sorted().toList()) {
                lines.addAll(Files.readAllLines(part, StandardCharsets.UTF_8));
            }
        }
        return lines;
    }

    private static Path write(String name, byte[] bytes) throws IOException {
        return Files.write(folder.resolve(name), bytes);
    }

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] gzip(byte[] bytes) throws IOException {
        java.io.ByteArrayOutputStream packed = new java.io.ByteArrayOutputStream();
        try (OutputStream out = new GZIPOutputStream(packed)) {
            out.write(bytes);
        }
        return packed.toByteArray();
    }

    private static byte[] zstd(byte[] bytes) throws IOException {
        java.io.ByteArrayOutputStream packed = new java.io.ByteArrayOutputStream();
        try (OutputStream out = new ZstdOutputStream(packed)) {
            out.write(bytes);
        }
        return packed.toByteArray();
    }
}
