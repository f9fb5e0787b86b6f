package org.chesseus.search;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;

/**
 * Stockfish as the independent oracle of the tests tagged {@code stockfish}: absent, they are
 * skipped, unless {@code CI=true}, where its absence fails them.
 */
final class Stockfish implements AutoCloseable {
    static final Path PATH = Path.of("/usr/games/stockfish");
    private static final Pattern SCORE = Pattern.compile(" score (cp|mate) (-?\\d+)");

    private final Process process;
    private final PrintWriter in;
    private final BufferedReader out;

    /** Its answer to {@code go}: the last score and the best move. */
    record Answer(String kind, int value, String best) {
    }

    private Stockfish() throws IOException {
        process = new ProcessBuilder(PATH.toString()).redirectErrorStream(true).start();
        in = new PrintWriter(process.getOutputStream(), true, StandardCharsets.UTF_8);
        out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        in.println("uci");
        in.println("setoption name Threads value 1");
    }

    /** A running Stockfish, or the test aborted (failed under {@code CI=true}) when there is none. */
    static Stockfish start() throws IOException {
        if (!Files.isExecutable(PATH)) {
            if ("true".equals(System.getenv("CI"))) {
                throw new AssertionError("Stockfish is required under CI=true: " + PATH + " is missing");
            }
            Assumptions.abort("Stockfish not installed at " + PATH);
        }
        return new Stockfish();
    }

    /** Searches a position with {@code go depth}. */
    Answer search(String fen, int depth) throws IOException {
        in.println("ucinewgame");
        in.println("position fen " + fen);
        in.println("go depth " + depth);
        String kind = "cp";
        int value = 0;
        for (String line = out.readLine(); line != null; line = out.readLine()) {
            Matcher score = SCORE.matcher(line);
            if (line.startsWith("info") && score.find()) {
                kind = score.group(1);
                value = Integer.parseInt(score.group(2));
            }
            if (line.startsWith("bestmove")) {
                return new Answer(kind, value, line.split("\\s+")[1]);
            }
        }
        throw new IOException("Stockfish ended without a bestmove");
    }

    @Override
    public void close() {
        in.println("quit");
        process.destroy();
    }
}
