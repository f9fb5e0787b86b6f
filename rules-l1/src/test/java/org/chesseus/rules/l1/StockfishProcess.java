package org.chesseus.rules.l1;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * One Stockfish process spoken to over UCI ({@code uci}, {@code isready}, {@code position},
 * {@code go perft}, {@code d}), every answer awaited with a timeout. One per test class.
 */
final class StockfishProcess implements AutoCloseable {
    private static final long TIMEOUT_SECONDS = 30;
    private static final String END = "\u0000end of output";

    private final Process process;
    private final Writer input;
    private final BlockingQueue<String> output = new LinkedBlockingQueue<>();

    private StockfishProcess(Process process) {
        this.process = process;
        this.input = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        Thread reader = new Thread(this::pump, "stockfish-output");
        reader.setDaemon(true);
        reader.start();
    }

    /** Starts Stockfish in UCI mode, or skips (fails under CI) where it is not installed. */
    static StockfishProcess start() {
        String executable = Prerequisites.stockfish().toString();
        try {
            Process process = new ProcessBuilder(executable).redirectErrorStream(true).start();
            StockfishProcess stockfish = new StockfishProcess(process);
            stockfish.send("uci");
            stockfish.await("uciok");
            stockfish.send("isready");
            stockfish.await("readyok");
            return stockfish;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start " + executable, e);
        }
    }

    /** Sets the position: {@code startpos moves e2e4 …} or {@code fen … [moves …]}. */
    void position(String description) {
        send("position " + description);
    }

    /** {@code go perft depth}: each root move (UCI) with its count. */
    Map<String, Long> perft(int depth) {
        send("go perft " + depth);
        Map<String, Long> divide = new LinkedHashMap<>();
        for (String line : await("Nodes searched:")) {
            int colon = line.indexOf(": ");
            if (colon > 0 && !line.startsWith("Nodes searched")) {
                divide.put(line.substring(0, colon), Long.parseLong(line.substring(colon + 2).strip()));
            }
        }
        return divide;
    }

    /** The FEN Stockfish's {@code d} command prints for the current position. */
    String fen() {
        send("d");
        for (String line : await("Checkers:")) {
            if (line.startsWith("Fen: ")) {
                return line.substring(5).strip();
            }
        }
        return fail("Stockfish's d printed no Fen: line");
    }

    private void send(String command) {
        try {
            input.write(command + "\n");
            input.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot send '" + command + "' to Stockfish", e);
        }
    }

    /** The lines up to and including the first that starts with {@code prefix}. */
    private List<String> await(String prefix) {
        List<String> lines = new ArrayList<>();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT_SECONDS);
        while (true) {
            String line;
            try {
                line = output.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return fail("interrupted while waiting for Stockfish's '" + prefix + "'");
            }
            if (line == null) {
                return fail("Stockfish did not answer '" + prefix + "' within " + TIMEOUT_SECONDS + " s");
            }
            if (line.equals(END)) {
                return fail("Stockfish ended before answering '" + prefix + "'");
            }
            lines.add(line);
            if (line.startsWith(prefix)) {
                return lines;
            }
        }
    }

    private void pump() {
        try (BufferedReader reader = new BufferedReader(
                new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                output.add(line);
            }
        } catch (IOException e) {
            output.add("stockfish output failed: " + e.getMessage());
        }
        output.add(END);
    }

    @Override
    public void close() {
        try {
            send("quit");
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (UncheckedIOException e) {
            process.destroyForcibly();
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
