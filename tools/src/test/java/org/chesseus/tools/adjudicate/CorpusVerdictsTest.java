package org.chesseus.tools.adjudicate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.zip.GZIPInputStream;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.pgn.PgnEntry;
import org.chesseus.api.pgn.PgnReader;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;
import org.junit.jupiter.api.Test;

/**
 * The arbiter keeps its verdicts: every game of the benchmarks' real-games corpus ({@code
 * benchmarks/corpus/engine-games.pgn.gz}, 480 engine games played to their end under {@code fide})
 * re-judged under {@code fide} as {@code chesseus adjudicate --rules fide} does ends with the code
 * and at the ply recorded in {@code engine-games.verdicts.tsv}, the baseline written before the
 * dead-position rule gained its quick tier (issue 14). The oracle is that earlier judgement, made
 * with the full dead-position question after every move.
 */
class CorpusVerdictsTest {
    private static final Path CORPUS = Path.of(System.getProperty("user.dir")).resolveSibling("benchmarks")
            .resolve("corpus");

    /** One line of the verdicts file. */
    private record Verdict(int game, String code, int ply) {
        @Override
        public String toString() {
            return "game " + game + ": " + code + " at ply " + ply;
        }
    }

    @Test
    void everyCorpusGameEndsWithTheSameCodeAtTheSamePly() throws IOException {
        List<Verdict> expected = expected();
        List<PgnEntry> entries = PgnReader.readEach(text(CORPUS.resolve("engine-games.pgn.gz")));
        assertEquals(expected.size(), entries.size(), "one verdict a game");
        Adjudicator fide = new Adjudicator(new RuleBookComposer(
                ServiceLoader.load(RuleLayer.class).stream().map(ServiceLoader.Provider::get).toList()).compose("fide"));
        List<String> changed = new ArrayList<>();
        for (Verdict want : expected) {
            Adjudication ruled = fide.judge(want.game(), entries.get(want.game() - 1));
            Verdict got = new Verdict(want.game(), ruled.code().map(ResultCode::code).orElse("*"), ruled.ply());
            if (!got.equals(want)) {
                changed.add("expected " + want + ", ruled " + got + ruled.error().map(e -> " (" + e.message() + ")")
                        .orElse(""));
            }
        }
        assertTrue(changed.isEmpty(), changed.size() + " of " + expected.size() + " games changed:\n"
                + String.join("\n", changed));
    }

    private static List<Verdict> expected() throws IOException {
        List<Verdict> verdicts = new ArrayList<>();
        for (String line : Files.readAllLines(CORPUS.resolve("engine-games.verdicts.tsv"), StandardCharsets.UTF_8)) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] fields = line.split("\t");
            verdicts.add(new Verdict(Integer.parseInt(fields[0]), fields[1], Integer.parseInt(fields[2])));
        }
        return verdicts;
    }

    private static String text(Path gzip) throws IOException {
        try (InputStream in = new GZIPInputStream(Files.newInputStream(gzip))) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
