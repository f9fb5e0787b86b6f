package org.chesseus.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.chesseus.tools.cases.Casebook;
import org.junit.jupiter.api.Test;

/**
 * {@code docs/teaching.md} is the page the casebook renders today. With {@code
 * -Dchesseus.docs.update=true} the test rewrites the file instead of failing.
 */
class TeachingPageTest {
    private static final String UPDATE = "chesseus.docs.update";

    @Test
    void theCheckedInTeachingPageIsTheOneTheCasebookRenders() throws IOException {
        Path file = RuleBookReferenceTest.docsFolder().resolve("teaching.md");
        String rendered = TeachingPage.render(Casebook.shipped());
        if (Boolean.getBoolean(UPDATE)) {
            Files.writeString(file, rendered, StandardCharsets.UTF_8);
            return;
        }
        String howToFix = "; regenerate it with: " + TeachingPage.REGENERATE;
        assertTrue(Files.exists(file), file + " is missing" + howToFix);
        String checkedIn = Files.readString(file, StandardCharsets.UTF_8).replace("\r\n", "\n");
        assertEquals(rendered, checkedIn, "docs/teaching.md is out of date with the casebook" + howToFix);
    }
}
