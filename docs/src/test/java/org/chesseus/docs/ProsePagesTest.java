package org.chesseus.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * What a reader of the project's README and {@code docs/} pages can rely on: the examples reading
 * the oracle folder beside the project ({@code ../shared/...}) name files that folder has, and
 * the prose describes behaviour instead of pointing at the tracker ("the profiles of issue 6").
 */
class ProsePagesTest {
    private static final Pattern SHARED_PATH = Pattern.compile("\\.\\./shared/[A-Za-z0-9_.+/-]*[A-Za-z0-9_+-]");
    private static final Pattern TRACKER = Pattern.compile("(?i)\\bissues? #?\\d+|(?<![\\w&/])#\\d+\\b");

    @Test
    void examplesReadingTheSharedFolderNameFilesItHas() {
        Path shared = sharedFolder();
        List<String> missing = new ArrayList<>();
        for (Path page : pages()) {
            Matcher path = SHARED_PATH.matcher(read(page));
            while (path.find()) {
                String relative = path.group().substring("../shared/".length());
                if (!Files.exists(shared.resolve(relative))) {
                    missing.add(name(page) + ": " + path.group());
                }
            }
        }
        assertEquals(List.of(), missing, "paths under ../shared that a fresh clone's sibling folder lacks");
    }

    @Test
    void noPageReferencesTheTracker() {
        List<String> references = new ArrayList<>();
        for (Path page : pages()) {
            String[] lines = read(page).split("\n", -1);
            for (int i = 0; i < lines.length; i++) {
                Matcher reference = TRACKER.matcher(lines[i]);
                if (reference.find()) {
                    references.add(name(page) + ":" + (i + 1) + ": " + reference.group());
                }
            }
        }
        assertEquals(List.of(), references, "describe the behaviour, not the tracker");
    }

    @Test
    void theTrackerPatternKnowsAReferenceFromAnAnchor() {
        assertFalse(TRACKER.matcher("see [the table](#exit-status) and &#8212;").find());
        assertFalse(TRACKER.matcher("Qg4# then 1. e4").find());
        assertEquals("issue 6", firstReference("The profiles of issue 6 side by side"));
        assertEquals("#12", firstReference("fixed in #12."));
    }

    private static String firstReference(String text) {
        Matcher reference = TRACKER.matcher(text);
        return reference.find() ? reference.group() : "";
    }

    /** The README beside {@code docs/} and every Markdown page under it. */
    private static List<Path> pages() {
        Path docs = RuleBookReferenceTest.docsFolder();
        List<Path> pages = new ArrayList<>();
        pages.add(docs.resolveSibling("README.md"));
        try (Stream<Path> files = Files.walk(docs)) {
            files.filter(file -> file.toString().endsWith(".md") && !file.startsWith(docs.resolve("target")))
                    .sorted().forEach(pages::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return pages;
    }

    private static Path sharedFolder() {
        Path shared = RuleBookReferenceTest.docsFolder().toAbsolutePath().getParent().resolveSibling("shared");
        if (!Files.isDirectory(shared.resolve("data"))) {
            if ("true".equals(System.getenv("CI"))) {
                throw new AssertionError("the shared oracle folder " + shared + " is missing under CI");
            }
            Assumptions.abort("the shared oracle folder " + shared + " is absent (a user's fresh clone)");
        }
        return shared;
    }

    private static String name(Path page) {
        return RuleBookReferenceTest.docsFolder().getParent().relativize(page).toString();
    }

    private static String read(Path page) {
        try {
            return Files.readString(page, StandardCharsets.UTF_8).replace("\r\n", "\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
