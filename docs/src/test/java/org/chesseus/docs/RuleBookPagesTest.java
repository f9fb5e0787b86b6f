package org.chesseus.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;
import org.junit.jupiter.api.Test;

/**
 * {@code docs/rules/} holds the book of every shipped profile as the code composes it today; a
 * stale, missing or extra page fails. With {@code -Dchesseus.docs.update=true} the test rewrites
 * the folder instead.
 */
class RuleBookPagesTest {
    private static final String UPDATE = "chesseus.docs.update";

    @Test
    void theCheckedInRuleBooksAreTheOnesTheCodeComposes() throws IOException {
        Path folder = RuleBookReferenceTest.docsFolder().resolve("rules");
        Map<String, String> rendered = RuleBookPages.render(new RuleBookComposer(layers()));
        if (Boolean.getBoolean(UPDATE)) {
            Files.createDirectories(folder);
            for (Path old : pages(folder)) {
                Files.delete(folder.resolve(old));
            }
            for (Map.Entry<String, String> page : rendered.entrySet()) {
                Files.writeString(folder.resolve(page.getKey()), page.getValue(), StandardCharsets.UTF_8);
            }
            return;
        }
        String howToFix = "; regenerate docs/rules/ with: " + RuleBookPages.REGENERATE;
        assertEquals(new TreeSet<>(rendered.keySet()), pages(folder).stream().map(Path::toString)
                .collect(Collectors.toCollection(TreeSet::new)), "the pages of docs/rules/" + howToFix);
        for (Map.Entry<String, String> page : rendered.entrySet()) {
            String checkedIn = Files.readString(folder.resolve(page.getKey()), StandardCharsets.UTF_8).replace("\r\n", "\n");
            assertEquals(page.getValue(), checkedIn, "docs/rules/" + page.getKey() + " is stale" + howToFix);
        }
    }

    @Test
    void theFideBookAndEveryRungOfTheLadderHaveAPage() {
        Set<String> pages = RuleBookPages.render(new RuleBookComposer(layers())).keySet();
        assertTrue(pages.containsAll(List.of("fide.md", "l1.md", "l2.md", "core.md", "core+underpromotion.md",
                "core+underpromotion+double-step.md")), pages.toString());
    }

    private static List<Path> pages(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(Path::getFileName).sorted().toList();
        }
    }

    private static List<RuleLayer> layers() {
        return ServiceLoader.load(RuleLayer.class).stream().map(ServiceLoader.Provider::get).collect(Collectors.toList());
    }
}
