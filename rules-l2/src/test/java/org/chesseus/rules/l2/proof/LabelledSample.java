package org.chesseus.rules.l2.proof;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The labelled positions copied into {@code proof/labelled-positions.txt} from CHA-Solver's test
 * file, each under the name the tests use: {@code LL FEN # name}.
 */
final class LabelledSample {
    private static final Map<String, LabelledPosition> BY_NAME = read("/proof/labelled-positions.txt");

    private LabelledSample() {
    }

    /** The position with this name. */
    static LabelledPosition named(String name) {
        return Objects.requireNonNull(BY_NAME.get(name), () -> "no labelled position named " + name);
    }

    /** Every position of the sample. */
    static List<LabelledPosition> all() {
        return List.copyOf(BY_NAME.values());
    }

    private static Map<String, LabelledPosition> read(String resource) {
        Map<String, LabelledPosition> positions = new LinkedHashMap<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                LabelledSample.class.getResourceAsStream(resource), StandardCharsets.UTF_8))) {
            String line;
            while ((line = in.readLine()) != null) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                int hash = line.indexOf('#');
                positions.put(line.substring(hash + 1).strip(), LabelledPosition.parse(line.substring(0, hash)));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        }
        return positions;
    }
}
