package org.chesseus.search.eval.tune;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/** A UCI engine process (Stockfish) spoken to line by line: the self-play generator's opponent. */
final class UciProcess implements AutoCloseable {
    private final Process process;
    private final BufferedReader in;
    private final Writer out;
    private int lastScore;

    UciProcess(String command) throws IOException {
        process = new ProcessBuilder(command).redirectErrorStream(true).start();
        in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.US_ASCII));
        out = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.US_ASCII);
        send("uci");
        await("uciok");
        send("setoption name Threads value 1");
        send("setoption name Hash value 16");
        send("isready");
        await("readyok");
    }

    /** Sends one line. */
    void send(String line) throws IOException {
        out.write(line);
        out.write('\n');
        out.flush();
    }

    /** Reads lines until one starts with {@code prefix}; returns it. */
    String await(String prefix) throws IOException {
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            if (line.startsWith(prefix)) {
                return line;
            }
        }
        throw new IOException("the engine closed its output while we waited for " + prefix);
    }

    /**
     * Searches {@code nodes} nodes from the position given in UCI form; returns the best move in UCI
     * and remembers the last reported score (centipawns for the side to move, mates as ±30000).
     */
    String bestMove(String position, int nodes) throws IOException {
        return search(position, "nodes " + nodes);
    }

    /**
     * Searches from the position given in UCI form within {@code limit} (the rest of a {@code go}
     * command, such as {@code depth 8}); returns the best move and remembers the last score as {@link
     * #bestMove} does.
     */
    String search(String position, String limit) throws IOException {
        send(position);
        send("go " + limit);
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            if (line.startsWith("info") && line.contains(" score ")) {
                lastScore = score(line);
            } else if (line.startsWith("bestmove")) {
                return line.split("\\s+")[1];
            }
        }
        throw new IOException("the engine closed its output during a search");
    }

    /** The score of the last search, for the side that was to move. */
    int lastScore() {
        return lastScore;
    }

    private static int score(String info) {
        String[] words = info.split("\\s+");
        for (int i = 0; i + 2 < words.length; i++) {
            if (words[i].equals("score")) {
                int value = Integer.parseInt(words[i + 2]);
                return words[i + 1].equals("mate") ? (value > 0 ? 30_000 : -30_000) : value;
            }
        }
        return 0;
    }

    @Override
    public void close() throws IOException {
        send("quit");
        try {
            if (!process.waitFor(2, java.util.concurrent.TimeUnit.SECONDS)) {
                process.destroy();
            }
        } catch (InterruptedException interrupted) {
            process.destroy();
            Thread.currentThread().interrupt();
        }
    }
}
