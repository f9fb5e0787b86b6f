package org.chesseus.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.ServiceLoader;
import java.util.stream.Collectors;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;
import org.junit.jupiter.api.Test;

/**
 * {@code docs/reference/rule-book.md} is the reference the code renders today. With
 * {@code -Dchesseus.docs.update=true} the test rewrites the file instead of failing.
 */
class RuleBookReferenceTest {
    private static final String UPDATE = "chesseus.docs.update";

    @Test
    void theCheckedInRuleBookReferenceIsTheOneTheCodeRenders() throws IOException {
        Path file = docsFolder().resolve("reference/rule-book.md");
        String rendered = RuleBookReference.render(new RuleBookComposer(layersOnClassPath()));
        if (Boolean.getBoolean(UPDATE)) {
            Files.createDirectories(file.getParent());
            Files.writeString(file, rendered, StandardCharsets.UTF_8);
            return;
        }
        String howToFix = "; regenerate it with: " + RuleBookReference.REGENERATE;
        assertTrue(Files.exists(file), file + " is missing" + howToFix);
        String checkedIn = Files.readString(file, StandardCharsets.UTF_8).replace("\r\n", "\n");
        assertEquals(rendered, checkedIn, "docs/reference/rule-book.md is out of date with the code" + howToFix);
    }

    @Test
    void theReferenceIsRenderedFromLayerL1AtLeast() {
        List<String> ids = layersOnClassPath().stream().map(RuleLayer::id).collect(Collectors.toList());
        assertTrue(ids.contains("l1"), "rule layers found on the class path: " + ids);
    }

    private static List<RuleLayer> layersOnClassPath() {
        return ServiceLoader.load(RuleLayer.class).stream()
                .map(ServiceLoader.Provider::get)
                .collect(Collectors.toList());
    }

    /** Surefire runs a module's tests in the module's folder: here, {@code docs/}. */
    static Path docsFolder() {
        Path folder = Path.of("").toAbsolutePath();
        assertTrue(Files.isDirectory(folder.resolve("decisions")) && Files.exists(folder.resolve("README.md")),
                "the tests must run in the docs folder (docs/README.md, docs/decisions/); working directory is " + folder);
        return folder;
    }
}
