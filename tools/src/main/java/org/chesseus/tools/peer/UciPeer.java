package org.chesseus.tools.peer;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.chesseus.api.RejectedInputException;
import org.chesseus.tools.perft.PerftResult;

/**
 * A peer engine speaking UCI, such as Stockfish, that the benches measure next to ours in one session
 * on one machine: {@code go perft N} (an extension Stockfish and many engines understand) for
 * {@code bench perft --peer}, a fixed-depth search from a fresh game for {@code bench search --peer}.
 * One process for the whole comparison; each measure is timed from the {@code go} command to the
 * engine's answer ({@code Nodes searched:}, {@code bestmove}).
 */
public final class UciPeer implements AutoCloseable {
    private final String command;
    private final Process process;
    private final PrintWriter in;
    private final BufferedReader out;
    private final LongSupplier clock;
    private long lastNodes = -1;

    private UciPeer(String command, Process process, LongSupplier clock) {
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
    public static UciPeer start(String command, LongSupplier clock) {
        List<String> words = List.of(command.strip().split("\\s+"));
        Process process;
        try {
            process = new ProcessBuilder(words).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            throw new RejectedInputException("--peer: cannot start '" + command + "': " + e.getMessage());
        }
        UciPeer peer = new UciPeer(command, process, clock);
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

    /** One fixed-depth search: the nodes of the engine's last {@code info … nodes} line and the time to {@code bestmove}. */
    public record SearchCount(long nodes, long nanos) {
    }

    /**
     * Sets the hash table's size and one search thread, the way {@code bench search} runs ours.
     *
     * @throws RejectedInputException if the engine stops answering
     */
    public void configureSearch(int hashMegabytes) {
        send("setoption name Hash value " + hashMegabytes);
        send("setoption name Threads value 1");
        send("isready");
        await("readyok");
    }

    /**
     * A search of a position to a fixed depth from a fresh game ({@code ucinewgame}: an empty hash
     * table and history, as each of our bench positions gets a fresh engine), timed.
     *
     * @throws RejectedInputException if the engine ends, or reports no node count before {@code bestmove}
     */
    public SearchCount search(String fen, int depth) {
        send("ucinewgame");
        send("position fen " + fen);
        send("isready");
        await("readyok");
        long start = clock.getAsLong();
        send("go depth " + depth);
        String line = await("bestmove");
        long nanos = clock.getAsLong() - start;
        long nodes = lastNodes;
        if (nodes < 0) {
            throw new RejectedInputException("--peer: '" + command + "' reported no 'info ... nodes N' before '" + line + "'");
        }
        return new SearchCount(nodes, nanos);
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
        lastNodes = -1;
        try {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                if (line.startsWith("info ") && !line.startsWith("info string")) {
                    noteNodes(line);
                }
                if (line.startsWith(prefix)) {
                    return line;
                }
            }
        } catch (IOException e) {
            throw new RejectedInputException("--peer: lost '" + command + "': " + e.getMessage());
        }
        throw new RejectedInputException("--peer: '" + command + "' ended before answering '" + prefix
                + "'; is it a UCI engine" + (prefix.startsWith("Nodes") ? " that knows 'go perft'?" : "?"));
    }

    /** Keeps the node count of an {@code info} line that has one. */
    private void noteNodes(String line) {
        String[] words = line.split(" ");
        for (int i = 1; i + 1 < words.length; i++) {
            if (words[i].equals("nodes")) {
                try {
                    lastNodes = Long.parseLong(words[i + 1]);
                } catch (NumberFormatException e) {
                    throw new RejectedInputException("--peer: '" + command + "' sent a node count that is not a number: '" + line + "'");
                }
                return;
            }
        }
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
