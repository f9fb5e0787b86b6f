package org.chesseus.rules.l2.search;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.chesseus.api.Color;

/**
 * A line of CHA-Solver's test file: {@code LL FEN}, where {@code L} is {@code W} (White can mate),
 * {@code B} (Black can mate) or {@code -} (that side cannot), both sides cooperating.
 *
 * @param label the two label characters
 * @param fen the position, four fields
 */
public record LabelledPosition(String label, String fen) {

    /** Whether the label says {@code mater} can checkmate. */
    public boolean canMate(Color mater) {
        return label.charAt(mater.ordinal()) != '-';
    }

    /** The labelled positions of a file; {@code #} comments and blank lines are skipped. */
    public static List<LabelledPosition> read(Path file) {
        try {
            return Files.readAllLines(file).stream().filter(line -> !line.isBlank() && !line.startsWith("#"))
                    .map(line -> new LabelledPosition(line.substring(0, 2), line.substring(3).trim())).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
