package org.chesseus.launcher.cli;

import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ServiceLoader;
import org.chesseus.api.engine.EngineProvider;
import org.junit.jupiter.api.Assumptions;

/**
 * Stockfish 15.1, the launcher tests' differential oracle, as Debian installs it: a test asks for
 * it and is skipped with the reason where it is missing, or fails under {@code CI=true}, since
 * {@code .ci/run} installs it.
 */
public final class StockfishOracle {
    /** Where Debian's package puts the binary. */
    public static final Path PATH = Path.of("/usr/games/stockfish");

    private StockfishOracle() {
    }

    /** Stockfish's path; the test is skipped ({@code skipping} says what) or, in CI, fails without it. */
    public static Path require(String skipping) {
        if (!Files.isExecutable(PATH)) {
            if ("true".equals(System.getenv("CI"))) {
                fail("CI=true but " + PATH + " is missing: .ci/run installs the Debian package stockfish");
            }
            Assumptions.abort(PATH + " is not installed (apt-get install stockfish)" + skipping);
        }
        return PATH;
    }

    /** {@link #require}, and the search plugin on the class path for the engine that plays it. */
    public static Path requireWithEngine() {
        Path stockfish = require("");
        Assumptions.assumeTrue(ServiceLoader.load(EngineProvider.class).findFirst().isPresent(),
                "no EngineProvider on the class path: the search plugin is not in this build yet");
        return stockfish;
    }
}
