package org.chesseus.docs;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chesseus.api.rules.ProfileException;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.launcher.cli.RuleBookListing;

/**
 * The pages of {@code docs/rules/}: one per shipped profile whose layers are in this build, each
 * exactly what {@code ./chesseus rules --rules PROFILE --markdown} prints, and an index. Shipped
 * profiles: the built-in names, FideLite's teaching ladder, then every other layer found as a
 * profile of its own; a name whose book another name already gave is listed once.
 */
final class RuleBookPages {
    /** The teaching ladder, bottom rung first (issue 6, item 8). */
    static final List<String> LADDER = List.of("core", "core+underpromotion", "core+underpromotion+double-step");

    static final String REGENERATE = RuleBookReference.REGENERATE;

    private RuleBookPages() {
    }

    /** File name (in {@code docs/rules/}) to content, the index {@code README.md} first. */
    static Map<String, String> render(RuleBookComposer composer) {
        Map<String, String> books = new LinkedHashMap<>();
        List<List<String>> seen = new ArrayList<>();
        for (String profile : profiles(composer)) {
            List<String> layers;
            try {
                layers = composer.expand(profile);
            } catch (ProfileException notInThisBuild) {
                continue;
            }
            if (!seen.contains(layers)) {
                seen.add(layers);
                books.put(profile, RuleBookListing.of(composer.compose(profile)).markdown());
            }
        }
        Map<String, String> pages = new LinkedHashMap<>();
        pages.put("README.md", index(composer, books.keySet()));
        books.forEach((profile, page) -> pages.put(profile + ".md", page));
        return pages;
    }

    private static List<String> profiles(RuleBookComposer composer) {
        List<String> profiles = new ArrayList<>(RuleBookReference.BUILT_IN);
        profiles.addAll(LADDER);
        composer.layers().keySet().stream().filter(id -> !profiles.contains(id)).forEach(profiles::add);
        return profiles;
    }

    private static String index(RuleBookComposer composer, Iterable<String> profiles) {
        StringBuilder out = new StringBuilder("# Rule books of the shipped profiles\n\n")
                .append("<!-- Generated from the code by docs/src/test/java/org/chesseus/docs/RuleBookPagesTest.java;"
                        + " do not edit by hand. -->\n\n")
                .append("One page per profile whose layers are all in this build, each exactly what\n")
                .append("`./chesseus rules --rules PROFILE --markdown` prints: every rule with its article, the layer\n")
                .append("that contributed it, the rule an overlay replaced, and the rules taken out. The teaching\n")
                .append("ladder climbs `core` → `core+underpromotion` → `core+underpromotion+double-step` → `l1` →\n")
                .append("`l2` → `fide`. After changing a layer, regenerate with `").append(REGENERATE)
                .append("`;\nthe `docs` module's tests fail while a page is stale.\n\n")
                .append("| profile | layers | rules |\n|---|---|---|\n");
        for (String profile : profiles) {
            out.append("| [`").append(profile).append("`](").append(profile.replace("+", "%2B")).append(".md) | ")
                    .append(String.join(", ", composer.expand(profile))).append(" | ")
                    .append(composer.compose(profile).rules().size()).append(" |\n");
        }
        return out.toString();
    }
}
