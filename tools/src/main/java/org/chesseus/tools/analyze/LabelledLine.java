package org.chesseus.tools.analyze;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.chesseus.api.Color;

/**
 * One position of an {@code analyze} batch: a FEN a line, optionally preceded by a label in the
 * form of the shared {@code chasolver-positions.txt} ({@code WB}, {@code W-}, {@code -B} or
 * {@code --}: which sides can checkmate), so labelled sets can be checked as they are read. Blank
 * lines and {@code #} comments are no positions.
 *
 * @param number the line number, from 1
 * @param label the label as given, empty when none
 * @param fen the FEN as given (stripped)
 */
public record LabelledLine(int number, String label, String fen) {
    /** Requires the fields. */
    public LabelledLine {
        requireNonNull(label, "label");
        requireNonNull(fen, "fen");
    }

    /** The positions of an input, in order. */
    public static List<LabelledLine> of(List<String> lines) {
        List<LabelledLine> positions = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            boolean labelled = line.length() > 3 && line.substring(0, 2).matches("[W-][B-]") && line.charAt(2) == ' ';
            positions.add(labelled ? new LabelledLine(i + 1, line.substring(0, 2), line.substring(3).strip())
                    : new LabelledLine(i + 1, "", line));
        }
        return List.copyOf(positions);
    }

    /** What the label says of {@code mater}: can it checkmate? Empty without a label. */
    public Optional<Boolean> expects(Color mater) {
        if (label.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(label.charAt(mater == Color.WHITE ? 0 : 1) != '-');
    }
}
