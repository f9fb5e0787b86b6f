package org.chesseus.search.eval.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.chesseus.search.eval.Weights;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The data reader's two line formats and the blended target, against hand-computed numbers. */
class TuningSetTest {
    private static final String QUIET = "r2q1rk1/pp2bppp/2n1pn2/3p4/3P4/2NBPN2/PP3PPP/R2Q1RK1 w - - 0 10";
    private static final String ENDING = "8/5pk1/6p1/3P4/1p3P2/1P4P1/6K1/8 w - - 0 40";

    @TempDir
    Path folder;

    @Test
    void theBlendWeighsTheResultAgainstTheExpectedScoreOfStockfishsScore() {
        // 400 cp at scale 1: 1/(1 + 10^−1) = 10/11; 0.3 × 1 + 0.7 × 10/11 = 0.936363…
        assertEquals(0.3 + 0.7 * 10.0 / 11, TuningSet.blend(0.3, 1, 400, 1), 1e-12);
        // −200 cp at scale 2 is −400 at scale 1: 1/11; a draw: 0.5 × 0.5 + 0.5 / 11
        assertEquals(0.25 + 0.5 / 11, TuningSet.blend(0.5, 0.5, -200, 2), 1e-12);
        assertEquals(0.5, TuningSet.blend(0, 0, 0, 1), 1e-12);
        assertEquals(1, TuningSet.blend(0.3, 1, Double.NaN, 1), "no score: the result alone");
    }

    @Test
    void theReaderAcceptsLinesWithAndWithoutAScoreAndBlendsOnlyThoseWithOne() throws IOException {
        Path data = write(QUIET + ";1", ENDING + ";0.5;400");
        TuningSet training = new TuningSet();
        TuningSet validation = new TuningSet();
        TuningSet.Load load = TuningSet.read(data, Weights.tuned(), training, validation, 1_000);
        assertEquals(2, load.kept());
        assertEquals(1, load.scored());
        assertTrue(Double.isNaN(training.score(0)));
        assertEquals(400, training.score(1));
        training.blend(0.3, 1);
        assertEquals(1, training.target(0), 1e-12);
        assertEquals(0.3 * 0.5 + 0.7 * 10.0 / 11, training.target(1), 1e-12);
    }

    @Test
    void aMalformedLineIsRefusedWithItsLineNumber() throws IOException {
        for (String bad : List.of(QUIET, QUIET + ";1;20;3", QUIET + ";win", QUIET + ";2", QUIET + ";1;high",
                "8/8/8 w - - 0 1;1")) {
            Path data = write(QUIET + ";1", ENDING + ";0;-35", bad);
            IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                    () -> TuningSet.read(data, Weights.tuned(), new TuningSet(), new TuningSet(), 10));
            assertTrue(refused.getMessage().startsWith(data + ":3: "), bad + ": " + refused.getMessage());
        }
    }

    private Path write(String... lines) throws IOException {
        Path file = Files.createTempFile(folder, "data", ".txt");
        Files.write(file, List.of(lines), StandardCharsets.US_ASCII);
        return file;
    }
}
