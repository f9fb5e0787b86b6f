package org.chesseus.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The plugin guide's tutorial, end to end: the club's book ({@code examples/club-rules}, built
 * against {@code chesseus-api} alone and passing the conformance kit in its own module) is dropped
 * into {@code plugins/}, and the real launcher's {@code rules}, {@code compare} and {@code uci}
 * see it — the last through the engine's draw scoring, which its 30-move rule shortens from
 * FIDE's 100 half-moves to 60. Skipped, with the reason, when the launcher or the example is not
 * packaged; under {@code CI=true} a missing example jar fails.
 */
class ClubRulesPluginTest {
    /** White's rook against a bare king, 58 half-moves since the last capture or pawn move. */
    private static final String ROOK_ENDING = "4k3/8/8/8/8/8/8/R3K3 w - - 58 60";

    @Test
    void theClubsBookDroppedIntoPluginsIsListedComparedAndScoredByTheEngine() throws Exception {
        Path root = Launches.root();
        assumeTrue(Files.isExecutable(root.resolve("chesseus")), "no executable launcher in this checkout");
        assumeTrue(Files.exists(root.resolve("launcher/target/chesseus-launcher.jar")),
                "the launcher is not packaged; run mvn verify");
        Path example = root.resolve("examples/club-rules/target/club-rules.jar");
        if (!Files.exists(example)) {
            assertTrue(System.getenv("CI") == null, "CI: the tutorial's plugin " + example + " was not built");
            assumeTrue(false, "the tutorial's plugin is not built: mvn -pl examples/club-rules package");
        }
        Path plugins = root.resolve("plugins");
        boolean made = !Files.isDirectory(plugins);
        Path jar = plugins.resolve("club-rules-" + ProcessHandle.current().pid() + ".jar");
        try {
            Files.createDirectories(plugins);
            Files.copy(example, jar, StandardCopyOption.REPLACE_EXISTING);

            Launches.Run rules = Launches.run(root, "rules", "--rules", "club");
            assertEquals(0, rules.status(), rules.text());
            assertTrue(rules.text().contains("Rule book 'club' (layers l1, l2, l3, club), 20 rules:"), rules.text());
            for (String row : List.of("threefold +Club rules 1 +club \\(replaces l3:threefold\\) +api\\.kit\\.AutomaticDraw .*",
                    "fifty-moves +Club rules 3 +club \\(replaces l3:fifty-moves\\) +api\\.kit\\.AutomaticDraw .*30 moves.*",
                    "resignation +Club rules 2 +club \\(replaces l3:resignation\\) +api\\.kit\\.ResignationLoses .*")) {
                assertTrue(rules.text().lines().anyMatch(line -> line.matches(row)), row + " in\n" + rules.text());
            }

            Launches.Run compare = Launches.run(root, "compare", "--fen", "4k3/8/8/8/8/8/8/R3K3 w - - 59 60",
                    "--moves", "a1a2", "--profiles", "fide,club");
            assertEquals(0, compare.status(), compare.text());
            assertTrue(compare.text().lines().anyMatch(line -> line.matches(" +fide +- +\\* +- +60\\. Ra2 +The game goes on.*")),
                    compare.text());
            assertTrue(compare.text().lines().anyMatch(line -> line.matches("\\* +club +50 +1/2-1/2 +Club rules 3 +60\\. Ra2 .*")),
                    compare.text());

            assertEquals("0", score(root, "club"), "two quiet moves reach the club's 60 half-moves: a draw");
            assertTrue(Integer.parseInt(score(root, "fide")) > 300, "under FIDE the rook ending is won");
        } finally {
            Files.deleteIfExists(jar);
            if (made) {
                Files.deleteIfExists(plugins);
            }
        }
    }

    /** The engine's last score in centipawns for {@link #ROOK_ENDING} at depth 6 under {@code rules}. */
    private static String score(Path root, String rules) throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(root.resolve("chesseus").toString(), "uci", "--rules", rules)
                .directory(root.toFile()).redirectErrorStream(true);
        builder.environment().remove("CHESSEUS_PLUGINS");
        Process engine = builder.start();
        List<String> lines = new ArrayList<>();
        try (Writer in = new java.io.OutputStreamWriter(engine.getOutputStream(), StandardCharsets.UTF_8);
                BufferedReader out = new BufferedReader(new InputStreamReader(engine.getInputStream(),
                        StandardCharsets.UTF_8))) {
            in.write("uci\nposition fen " + ROOK_ENDING + "\ngo depth 6\n");
            in.flush();
            for (String line = out.readLine(); line != null && !line.startsWith("bestmove"); line = out.readLine()) {
                lines.add(line);
            }
            in.write("quit\n");
            in.flush();
        } finally {
            if (!engine.waitFor(30, TimeUnit.SECONDS)) {
                engine.destroyForcibly();
            }
        }
        String last = lines.stream().filter(line -> line.contains(" score cp ")).reduce((a, b) -> b)
                .orElseThrow(() -> new AssertionError("no scored info line from uci --rules " + rules + ":\n" + lines));
        String[] words = last.split(" ");
        for (int i = 0; i + 2 < words.length; i++) {
            if (words[i].equals("score") && words[i + 1].equals("cp")) {
                return words[i + 2];
            }
        }
        throw new AssertionError(last);
    }
}
