package org.chesseus.search;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Collectors;

/** The data-driven suites of this package: lines {@code FEN;answer}, {@code #} comments. */
final class Suites {
    private Suites() {
    }

    /** The entries of a resource beside this class, each split at its semicolon. */
    static List<String[]> read(String resource) {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                Suites.class.getResourceAsStream(resource), StandardCharsets.UTF_8))) {
            return in.lines().map(String::trim).filter(line -> !line.isEmpty() && !line.startsWith("#"))
                    .map(line -> line.split(";")).collect(Collectors.toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
