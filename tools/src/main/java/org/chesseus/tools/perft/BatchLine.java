package org.chesseus.tools.perft;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.List;
import org.chesseus.api.RejectedInputException;

/**
 * One position of a perft batch ({@code --input FILE}): a line {@code FEN;depth}, further
 * {@code ;}-separated fields (such as an expected count) ignored. Blank lines and lines starting
 * with {@code #} are no positions; every other line is one, even when it turns out to be wrong,
 * so that each yields exactly one output.
 *
 * @param number the line number in the input, from 1
 * @param fen the FEN field as given (stripped)
 * @param depthField the depth field as given, empty when the line has none
 */
public record BatchLine(int number, String fen, String depthField) {
    /** Requires the fields. */
    public BatchLine {
        requireNonNull(fen, "fen");
        requireNonNull(depthField, "depthField");
    }

    /** The positions of an input, one per line that is neither blank nor a comment, in order. */
    public static List<BatchLine> of(List<String> lines) {
        List<BatchLine> positions = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] fields = line.split(";", -1);
            positions.add(new BatchLine(i + 1, fields[0].strip(), fields.length > 1 ? fields[1].strip() : ""));
        }
        return List.copyOf(positions);
    }

    /**
     * The depth of this line, or {@code fallback} when it gives none.
     *
     * @throws RejectedInputException when the depth is not a whole number from 0 to {@link PerftRunner#MAX_DEPTH}
     */
    public int depth(int fallback) {
        if (depthField.isEmpty()) {
            return fallback;
        }
        if (!depthField.matches("[0-9]{1,2}") || Integer.parseInt(depthField) > PerftRunner.MAX_DEPTH) {
            throw new RejectedInputException("depth '" + depthField + "' must be a whole number from 0 to "
                    + PerftRunner.MAX_DEPTH);
        }
        return Integer.parseInt(depthField);
    }
}
