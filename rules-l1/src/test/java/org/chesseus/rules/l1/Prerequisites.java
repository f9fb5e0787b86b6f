package org.chesseus.rules.l1;

import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Assumptions;

/**
 * Finds what the tagged suites need from outside the project: the shared oracle data (system
 * property {@code chesseus.shared.data}, set by the root pom) and Stockfish. Where one is
 * missing the tests are skipped with the reason, except under CI ({@code CI=true}), where a
 * missing oracle is a failure, never a silent skip.
 */
final class Prerequisites {
    /** Where Stockfish is looked for; system property {@code chesseus.stockfish} may point elsewhere. */
    static final Path STOCKFISH = Path.of(System.getProperty("chesseus.stockfish", "/usr/games/stockfish"));

    private static final Set<String> ANNOUNCED = ConcurrentHashMap.newKeySet();

    private Prerequisites() {
    }

    /** The folder of the shared oracle data ({@code ../shared/data}). */
    static Path sharedData() {
        String property = System.getProperty("chesseus.shared.data");
        if (property == null || property.isBlank()) {
            return unavailable("system property chesseus.shared.data is not set (the root pom sets it)");
        }
        Path folder = Path.of(property).toAbsolutePath().normalize();
        if (!Files.isDirectory(folder)) {
            return unavailable("the shared oracle data folder " + folder + " does not exist");
        }
        return folder;
    }

    /** A file of the shared oracle data. */
    static Path sharedFile(String name) {
        Path file = sharedData().resolve(name);
        if (!Files.isRegularFile(file)) {
            return unavailable("the shared oracle data file " + file + " does not exist");
        }
        return file;
    }

    /**
     * The records of a shared perft file, or none where it is absent: for argument sources, which
     * run before any test can report the skip; each test then calls {@link #sharedFile}.
     */
    static List<PerftRecord> sharedRecordsIfPresent(String name) {
        String property = System.getProperty("chesseus.shared.data");
        if (property == null || property.isBlank() || !Files.isRegularFile(Path.of(property).resolve(name))) {
            return List.of();
        }
        return PerftRecord.file(Path.of(property).resolve(name));
    }

    /** The Stockfish executable. */
    static Path stockfish() {
        if (!Files.isExecutable(STOCKFISH)) {
            return unavailable("Stockfish is not installed at " + STOCKFISH);
        }
        return STOCKFISH;
    }

    private static Path unavailable(String reason) {
        if ("true".equals(System.getenv("CI"))) {
            return fail(reason + "; under CI=true a missing oracle fails the build");
        }
        if (ANNOUNCED.add(reason)) {
            // Surefire's console shows a skip only as a count; say once why.
            System.err.println("[chesseus] tests skipped: " + reason + " (under CI=true this fails)");
        }
        Assumptions.abort(reason + "; skipped (under CI=true this fails)");
        throw new AssertionError("unreachable");
    }
}
