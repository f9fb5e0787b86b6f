package org.chesseus.tools.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.chesseus.api.FenReader;
import org.chesseus.api.Position;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The conformance table of issue 6: for each scenario of {@code compare/conformance.psv} (the
 * issue's "Must show", with its sources), the code each profile's book rules. A profile whose layer
 * is not in the build (an overlay another branch brings) is skipped, named, and checked as soon as
 * its module joins the build; the skipped ones are listed at the end of the run.
 */
class ConformanceTableTest {
    private static final RuleBookComposer COMPOSER = new RuleBookComposer(ServiceLoader.load(RuleLayer.class).stream().map(ServiceLoader.Provider::get).toList());
    private static final Comparison COMPARISON = new Comparison(COMPOSER);
    private static final TreeSet<String> SKIPPED = new TreeSet<>();

    /** One line of the table. */
    record Row(String name, String fen, List<String> moves, FinalEvent then, String suffix, List<String> expected) {
    }

    @TestFactory
    Stream<DynamicTest> everyProfileRulesTheTablesCode() throws IOException {
        List<String> lines = table();
        List<String> header = cells(lines.get(0));
        List<String> profiles = header.subList(5, header.size());
        assertEquals(List.of("scenario", "fen", "moves", "then", "suffix"), header.subList(0, 5));
        List<DynamicTest> tests = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            Row row = row(cells(line), profiles.size());
            for (int i = 0; i < profiles.size(); i++) {
                String expected = row.expected().get(i);
                if (!expected.isEmpty()) {
                    String profile = profiles.get(i);
                    tests.add(DynamicTest.dynamicTest(row.name() + " under " + profile + ": " + expected,
                            () -> check(row, profile, expected)));
                }
            }
        }
        assertTrue(tests.size() >= 80, tests.size() + " cells");
        return tests.stream();
    }

    @AfterAll
    static void nameTheSkippedProfiles() {
        if (!SKIPPED.isEmpty()) {
            System.out.println("Conformance table: profiles not in this build, their cells skipped: " + String.join(", ", SKIPPED));
        }
    }

    private static void check(Row row, String profile, String expected) {
        if (!COMPOSER.layers().containsKey(profile) && !RuleBookComposer.ALIASES.containsKey(profile)) {
            SKIPPED.add(profile);
            Assumptions.abort("layer '" + profile + "' is not in this build");
        }
        Verdict verdict = COMPARISON.judge(profile + row.suffix(), scenario(row));
        String seen = verdict.error().map(error -> "error: " + error.message())
                .orElse(verdict.code().map(ResultCode::code).orElse("-"));
        if (expected.equals("illegal")) {
            assertTrue(verdict.error().filter(error -> error.message().contains("(" + row.moves().get(row.moves().size() - 1)))
                    .isPresent(), () -> "expected the last move refused, got " + seen + ": " + verdict.explanation());
            return;
        }
        assertEquals(expected, seen, verdict.explanation());
    }

    private static Scenario scenario(Row row) {
        StartPosition start = row.fen().equals("start") ? (legality, chess960) -> Position.start()
                : (legality, chess960) -> FenReader.of(legality, chess960).read(row.fen());
        return new Scenario(row.name(), start, false, row.moves(), row.then());
    }

    private static Row row(List<String> cells, int profiles) {
        List<String> expected = new ArrayList<>(cells.subList(5, cells.size()));
        while (expected.size() < profiles) {
            expected.add("");
        }
        List<String> moves = cells.get(2).isEmpty() ? List.of() : Arrays.asList(cells.get(2).split("\\s+"));
        FinalEvent then = cells.get(3).isEmpty() ? FinalEvent.NONE : FinalEvent.parse(cells.get(3));
        return new Row(cells.get(0), cells.get(1), moves, then, cells.get(4), expected);
    }

    private static List<String> cells(String line) {
        return Arrays.stream(line.split("\\|", -1)).map(String::strip).toList();
    }

    private static List<String> table() throws IOException {
        try (InputStream in = Optional.ofNullable(ConformanceTableTest.class.getResourceAsStream("/compare/conformance.psv"))
                .orElseThrow(() -> new IOException("compare/conformance.psv is not on the test class path"))) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(line -> !line.isBlank() && !line.startsWith("#")).toList();
        }
    }
}
