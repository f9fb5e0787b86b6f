package org.chesseus.tools.perft;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.chesseus.api.RejectedInputException;

/**
 * A peer move generator speaking UCI, such as Stockfish, asked for {@code go perft N} (an extension
 * Stockfish and many engines understand) so that {@code bench perft --peer} can measure both in one
 * session on one machine. One process for the whole comparison; each count is timed from the
 * command to the engine's {@code Nodes searched:} line.
 */
public final class UciPerftPeer implements AutoCloseable {
    private final String command;
    private final Process process;
    private final PrintWriter in;
    private final BufferedReader out;
    private final LongSupplier clock;

    private UciPerftPeer(String command, Process process, LongSupplier clock) {
        this.command = command;
        this.process = process;
        this.in = new PrintWriter(process.getOutputStream(), true, StandardCharsets.UTF_8);
        this.out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        this.clock = clock;
    }

    /**
     * Starts the engine (the command line split at spaces) and waits for {@code uciok}.
     *
     * @throws RejectedInputException if it cannot be started or does not speak UCI
     */
    public static UciPerftPeer start(String command, LongSupplier clock) {
        List<String> words = List.of(command.strip().split("\\s+"));
        Process process;
        try {
            process = new ProcessBuilder(words).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            throw new RejectedInputException("--peer: cannot start '" + command + "': " + e.getMessage());
        }
        UciPerftPeer peer = new UciPerftPeer(command, process, clock);
        peer.send("uci");
        peer.await("uciok");
        peer.send("isready");
        peer.await("readyok");
        return peer;
    }

    /** The command line the peer was started with. */
    public String command() {
        return command;
    }

    /** The peer's perft of a position, timed. */
    public PerftResult count(String fen, int depth) {
        send("position fen " + fen);
        long start = clock.getAsLong();
        send("go perft " + depth);
        String line = await("Nodes searched:");
        long nanos = clock.getAsLong() - start;
        long nodes;
        try {
            nodes = Long.parseLong(line.substring(line.indexOf(':') + 1).strip());
        } catch (NumberFormatException e) {
            throw new RejectedInputException("--peer: '" + command + "' answered '" + line + "' to go perft");
        }
        return PerftResult.of(fen, depth, nodes, nanos);
    }

    private void send(String line) {
        in.println(line);
    }

    private String await(String prefix) {
        try {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                if (line.startsWith(prefix)) {
                    return line;
                }
            }
        } catch (IOException e) {
            throw new RejectedInputException("--peer: lost '" + command + "': " + e.getMessage());
        }
        throw new RejectedInputException("--peer: '" + command + "' ended before answering '" + prefix
                + "'; is it a UCI engine that knows 'go perft'?");
    }

    /** Asks the engine to quit, and ends it if it does not within a second. */
    @Override
    public void close() {
        send("quit");
        try {
            if (!process.waitFor(1, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
