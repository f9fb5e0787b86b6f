package org.chesseus.rules.l2.proof;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A position with CHA-Solver's helpmate labels ({@code WB}, {@code W-}, {@code -B}, {@code --}):
 * a letter says that side can checkmate by some legal series of moves; a dash, that it cannot.
 * Format of a line: the two label characters, a space, a FEN record; {@code #} starts a comment.
 *
 * @param label the two characters
 * @param fen the FEN record (4 to 6 fields)
 */
record LabelledPosition(String label, String fen) {
    /** Whether the label says {@code side} (0 White, 1 Black) can checkmate. */
    boolean canMate(int side) {
        return label.charAt(side) != '-';
    }

    @Override
    public String toString() {
        return label + " " + fen;
    }

    /** Parses one line. */
    static LabelledPosition parse(String line) {
        String trimmed = line.strip();
        return new LabelledPosition(trimmed.substring(0, 2), trimmed.substring(3).strip());
    }

    /** The positions of a file, comments and blank lines skipped. */
    static List<LabelledPosition> file(Path path) {
        try {
            return Files.readAllLines(path).stream().filter(line -> !line.isBlank() && !line.startsWith("#"))
                    .map(LabelledPosition::parse).collect(Collectors.toList());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + path, e);
        }
    }
}
