package org.chesseus.tools.setup;

import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** The rule ids of {@code --without} (and a request's {@code without}): comma-separated, blanks ignored. */
public final class RuleIds {
    private RuleIds() {
    }

    /** The ids in {@code text}, stripped, in order: {@code "fivefold, seventy-five"} gives two. */
    public static List<String> split(String text) {
        return Stream.of(text.split(",")).map(String::strip).filter(id -> !id.isEmpty()).collect(Collectors.toList());
    }
}
