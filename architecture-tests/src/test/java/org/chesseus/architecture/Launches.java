package org.chesseus.architecture;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * The real launcher run as a user runs it, for the tests that prove plugins end to end: a project
 * root, its {@code ./chesseus}, standard input closed (a game then resigns for the side to move),
 * {@code CHESSEUS_PLUGINS} unset so the root's {@code plugins/} folder counts.
 */
final class Launches {
    private static final long TIMEOUT_SECONDS = 120;

    /** The outcome of one launch: its exit status and what it printed on both streams. */
    record Run(int status, String text) {
    }

    private Launches() {
    }

    /** The checkout this test runs in (the parent of the module's folder). */
    static Path root() {
        return Path.of("").toAbsolutePath().getParent();
    }

    /** Runs {@code root}'s launcher with {@code args} and waits for it, at most two minutes. */
    static Run run(Path root, String... args) throws IOException, InterruptedException {
        Path output = Files.createTempFile("chesseus-launch", ".txt");
        try {
            List<String> command = new ArrayList<>(List.of(root.resolve("chesseus").toString()));
            command.addAll(List.of(args));
            ProcessBuilder builder = new ProcessBuilder(command).directory(root.toFile()).redirectErrorStream(true)
                    .redirectOutput(output.toFile());
            builder.environment().remove("CHESSEUS_PLUGINS");
            Process process = builder.start();
            process.getOutputStream().close();
            boolean finished = process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS);
            if (!finished) {
                process.destroyForcibly();
            }
            String text = Files.readString(output, StandardCharsets.UTF_8);
            assertTrue(finished, "./chesseus " + String.join(" ", args) + " did not finish; output:\n" + text);
            return new Run(process.exitValue(), text);
        } finally {
            Files.deleteIfExists(output);
        }
    }

    /** Deletes a scratch folder and everything in it. */
    static void delete(Path folder) throws IOException {
        try (Stream<Path> walk = Files.walk(folder)) {
            for (Path path : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
