package org.chesseus.search.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The weights file: it parses, every term has a weight, every weight is reachable, bad files say where. */
class WeightsTest {
    /** Positions that reach the rare terms random games seldom reach (a centralised queen on an empty board …). */
    private static final List<String> RARE = List.of(
            "5k2/8/8/8/3Q4/8/8/1K6 w - - 0 1",
            "5k2/8/8/8/3q4/8/8/1K6 w - - 0 1",
            "r1bq1rk1/pppp1ppp/2n2n2/2b1p1N1/2B1P3/3P1Q2/PPP2PPP/RNB1K2R w KQ - 0 1",
            "6k1/5ppp/8/8/8/8/5PPP/6K1 w - - 0 1");

    @Test
    void theShippedWeightsGiveEveryTermOnce() {
        Weights weights = Weights.tuned();
        assertEquals(Terms.COUNT, weights.middlegame().length);
        assertEquals(Terms.COUNT, Terms.names().size());
        assertEquals(Terms.COUNT, new HashSet<>(Terms.names()).size());
    }

    @Test
    void theLevelsWeightsAreTheCalibratedDistilledOnesWithTheLaterTermsAtZero() throws IOException {
        Weights levels = Weights.levels();
        Map<String, int[]> calibrated = new HashMap<>();
        for (String line : Files.readAllLines(Path.of("tuning/weights-distilled.txt"))) {
            String[] fields = line.strip().split("\\s+");
            if (!line.startsWith("#") && fields.length == 3) {
                calibrated.put(fields[0], new int[] {Integer.parseInt(fields[1]), Integer.parseInt(fields[2])});
            }
        }
        assertTrue(calibrated.size() > 400 && calibrated.size() < Terms.COUNT, "the calibrated file predates the later terms");
        for (int i = 0; i < Terms.COUNT; i++) {
            String name = Terms.names().get(i);
            int[] expected = calibrated.getOrDefault(name, new int[] {0, 0});
            assertEquals(expected[0], levels.middlegame()[i], name);
            assertEquals(expected[1], levels.endgame()[i], name);
        }
    }

    @Test
    void writingAndReadingGiveTheSameWeights() throws IOException {
        StringWriter out = new StringWriter();
        Weights.tuned().write(out, "round trip");
        assertEquals(Weights.tuned(), read(out.toString()));
    }

    @Test
    void everyTermIsCountedInSomePosition() {
        TaperedEvaluator tracing = TaperedEvaluator.tracing(Weights.tuned());
        Set<String> unused = new HashSet<>(Terms.names());
        List<String> fens = new ArrayList<>(RandomGames.positions(11, 200, 250));
        fens.addAll(RARE);
        for (String fen : fens) {
            tracing.evaluate(Boards.of(fen));
            int[] counts = tracing.counts();
            for (int i = 0; i < Terms.COUNT; i++) {
                if (counts[i] != 0) {
                    unused.remove(Terms.names().get(i));
                }
            }
        }
        assertTrue(unused.isEmpty(), "terms never counted: " + unused);
    }

    @Test
    void anUnknownTermIsRefusedWithItsLine() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> read("# header\nmaterial.pawn 80 90\nmaterial.elephant 1 2\n"));
        assertEquals("test:3: unknown term 'material.elephant'", refused.getMessage());
    }

    @Test
    void aMissingTermIsRefusedByName() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> read("material.pawn 80 90\n"));
        assertEquals("test: no weight for the term material.knight", refused.getMessage());
    }

    @Test
    void aTermGivenTwiceOrABadNumberIsRefused() {
        assertEquals("test:2: the term 'material.pawn' is given twice", assertThrows(IllegalArgumentException.class,
                () -> read("material.pawn 80 90\nmaterial.pawn 80 90\n")).getMessage());
        assertEquals("test:1: the weight of 'material.pawn' is not a whole number: '8.5'",
                assertThrows(IllegalArgumentException.class, () -> read("material.pawn 8.5 90\n")).getMessage());
        assertEquals("test:1: expected 'name mg eg', got 'material.pawn 80'",
                assertThrows(IllegalArgumentException.class, () -> read("material.pawn 80\n")).getMessage());
    }

    private static Weights read(String text) throws IOException {
        return Weights.read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "test");
    }
}
