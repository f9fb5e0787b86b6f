package org.chesseus.rules.l1;

import static java.util.Objects.requireNonNull;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One line of a perft file, {@code FEN;depth;nodes}, with a name: the comment line right above it
 * in the project's own suites, or the file and line number.
 */
record PerftRecord(String name, String fen, int depth, long nodes) {
    PerftRecord {
        requireNonNull(name, "name");
        requireNonNull(fen, "fen");
    }

    /** The records of a test resource under {@code /perft/}. */
    static List<PerftRecord> resource(String file) {
        InputStream in = PerftRecord.class.getResourceAsStream("/perft/" + file);
        if (in == null) {
            throw new IllegalStateException("no test resource /perft/" + file);
        }
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            return parse(file, reader.lines().toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The records of a file of the shared oracle data. */
    static List<PerftRecord> file(Path path) {
        try {
            return parse(path.getFileName().toString(), Files.readAllLines(path, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<PerftRecord> parse(String file, List<String> lines) {
        List<PerftRecord> records = new ArrayList<>();
        String comment = null;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.startsWith("#")) {
                comment = line.substring(1).strip();
                continue;
            }
            if (line.isEmpty()) {
                comment = null;
                continue;
            }
            String[] parts = line.split(";");
            if (parts.length != 3) {
                throw new IllegalStateException(file + ":" + (i + 1) + ": expected FEN;depth;nodes, got " + line);
            }
            int depth = Integer.parseInt(parts[1].strip());
            String name = comment != null ? comment : file + ":" + (i + 1) + " " + parts[0].strip();
            records.add(new PerftRecord(name + " (depth " + depth + ")", parts[0].strip(), depth,
                    Long.parseLong(parts[2].strip())));
            comment = null;
        }
        return List.copyOf(records);
    }

    @Override
    public String toString() {
        return name;
    }
}
