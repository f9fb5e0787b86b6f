package org.chesseus.search.eval;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Orderings the evaluation must share with Stockfish's own static judgement ({@code eval}, White's
 * side): for each pair, Stockfish first confirms the first position is better for White than the
 * second, then ours must agree.
 */
@Tag("stockfish")
class StockfishOrderingTest {
    private static final Path STOCKFISH = Path.of("/usr/games/stockfish");
    private final TaperedEvaluator evaluator = new TaperedEvaluator();

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "a queen up beats a pawn up | rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                + " | rnbqkbnr/ppppppp1/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "a rook up beats a knight up | 1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQk - 0 1"
                + " | r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "a passed pawn on the 7th beats one on the 3rd | 7k/1P6/8/8/8/8/8/K7 b - - 0 1"
                + " | 7k/8/8/8/8/1P6/8/K7 b - - 0 1",
        "a passed pawn beats a blocked one | 4k3/8/8/8/3P4/8/8/4K3 w - - 0 1"
                + " | 4k3/8/8/3p4/3P4/8/8/4K3 w - - 0 1",
        "a central knight beats a knight in the corner | 4k3/pppp4/8/4N3/8/8/PPPP4/4K3 w - - 0 1"
                + " | 4k3/pppp4/8/8/8/8/PPPP4/N3K3 w - - 0 1",
        "healthy pawns beat doubled isolated ones | 4k3/pp6/8/8/8/8/PP6/4K3 w - - 0 1"
                + " | 4k3/pp6/8/8/8/1P6/1P6/4K3 w - - 0 1",
        "a rook on the open file beats one behind its pawn | 6k1/pp3ppp/8/8/8/8/PP3PPP/3R2K1 w - - 0 1"
                + " | 6k1/pp3ppp/8/8/8/8/PP3PPP/5RK1 w - - 0 1",
    })
    void firstIsBetterForWhiteThanSecond(String rule, String better, String worse) throws IOException {
        requireStockfish();
        double stockfishBetter = stockfish(better.trim());
        double stockfishWorse = stockfish(worse.trim());
        assertTrue(stockfishBetter > stockfishWorse, "the oracle disagrees (" + stockfishBetter + " ≤ "
                + stockfishWorse + "): the pair is no example of '" + rule + "'");
        int ours = evaluator.evaluateForWhite(Boards.of(better.trim()));
        int theirs = evaluator.evaluateForWhite(Boards.of(worse.trim()));
        assertTrue(ours > theirs, rule + ": ours " + ours + " ≤ " + theirs
                + " (Stockfish " + stockfishBetter + " > " + stockfishWorse + ")");
    }

    private static void requireStockfish() {
        if (!Files.isExecutable(STOCKFISH)) {
            if ("true".equals(System.getenv("CI"))) {
                fail("CI=true but " + STOCKFISH + " is missing: .ci/run installs the Debian package stockfish");
            }
            Assumptions.abort(STOCKFISH + " is not installed (apt-get install stockfish); skipping the orderings");
        }
    }

    /** Stockfish's static evaluation of a position, in pawns for White. */
    private static double stockfish(String fen) throws IOException {
        Process process = new ProcessBuilder(STOCKFISH.toString()).redirectErrorStream(true).start();
        try (Writer in = new java.io.OutputStreamWriter(process.getOutputStream(), StandardCharsets.US_ASCII);
                BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.US_ASCII))) {
            in.write("position fen " + fen + "\neval\nquit\n");
            in.flush();
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                if (line.startsWith("Final evaluation")) {
                    return Double.parseDouble(line.replaceAll("^Final evaluation\\s+([-+0-9.]+).*$", "$1"));
                }
            }
        } finally {
            process.destroy();
        }
        throw new IOException("Stockfish printed no final evaluation for " + fen);
    }
}
