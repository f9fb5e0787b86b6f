package org.chesseus.rules.l1;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A tab-separated test resource: one case a line, {@code #} comment lines and blank lines
 * skipped. Cells are kept as written (an empty first cell is an empty input).
 */
final class Corpus {
    private Corpus() {
    }

    /** The lines of the resource, each split into its cells; at least {@code cells} cells each. */
    static List<List<String>> read(String resource, int cells) {
        InputStream in = Corpus.class.getResourceAsStream(resource);
        if (in == null) {
            throw new IllegalStateException("no test resource " + resource);
        }
        List<List<String>> rows = new ArrayList<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            int number = 0;
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                number++;
                if (line.startsWith("#") || line.isBlank()) {
                    continue;
                }
                String[] parts = line.split("\t", -1);
                if (parts.length < cells) {
                    throw new IllegalStateException(resource + ":" + number + ": expected " + cells
                            + " tab-separated cells, got " + parts.length);
                }
                rows.add(List.copyOf(Arrays.asList(parts)));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return List.copyOf(rows);
    }

    /** Whether the row's optional cell at {@code index} says {@code chess960}. */
    static boolean chess960(List<String> row, int index) {
        return row.size() > index && row.get(index).strip().equals("chess960");
    }
}
