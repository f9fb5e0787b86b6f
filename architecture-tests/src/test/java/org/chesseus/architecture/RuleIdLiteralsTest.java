package org.chesseus.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.chesseus.api.rules.FideRule;
import org.junit.jupiter.api.Test;

/**
 * Rule 7 of the architecture: rule ids of the FIDE book are constants in the kernel
 * ({@link FideRule}), never string literals in plugins or drivers. A literal id handed to the
 * book ({@code has}, {@code rule}, {@code replace}, {@code remove}, {@code replaced}) or to a
 * rule's {@code needs} ({@code Set.of}) is how a federation's amended rule becomes invisible to a
 * driver; this test reads the main sources of every module but the kernel for such calls.
 */
class RuleIdLiteralsTest {

    @Test
    void noModuleButTheKernelNamesAFideRuleByALiteral() throws IOException {
        Path root = Launches.root();
        assumeTrue(Files.isDirectory(root.resolve("api/src/main/java")), "no sources beside this module");
        String ids = Arrays.stream(FideRule.values()).map(rule -> Pattern.quote(rule.id())).collect(Collectors.joining("|"));
        Pattern literal = Pattern.compile("\\b(has|rule|replace|remove|replaced|of)\\(\"(" + ids + ")\"");
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : files.filter(RuleIdLiteralsTest::mainSource).toList()) {
                List<String> lines = Files.readAllLines(file);
                for (int i = 0; i < lines.size(); i++) {
                    Matcher matcher = literal.matcher(lines.get(i));
                    if (matcher.find()) {
                        found.add(root.relativize(file) + ":" + (i + 1) + ": " + lines.get(i).strip());
                    }
                }
            }
        }
        assertEquals(List.of(), found, "use FideRule's constants instead of these literal rule ids");
    }

    private static boolean mainSource(Path file) {
        String path = file.toString().replace('\\', '/');
        return path.endsWith(".java") && path.contains("/src/main/java/") && !path.contains("/api/src/")
                && !path.contains("/target/") && !path.contains("/node_modules/");
    }
}
