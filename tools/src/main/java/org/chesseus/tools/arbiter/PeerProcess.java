package org.chesseus.tools.arbiter;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.chesseus.api.RejectedInputException;

/**
 * A peer of {@code bench arbiter} running as its own process ({@link ChessJsPeer}, {@link
 * ChessgamePeer}), spoken to one line at a time. The peer is started with the corpus file as its
 * last argument (one game a line, {@link GameCorpus#uciLines}) and answers {@code ready GAMES};
 * then:
 *
 * <ul>
 *   <li>{@code warmup SECONDS}: replays the corpus for that long (at least once), answers {@code
 *       warm ROUNDS};
 *   <li>{@code round}: replays every game once, asking its library's game-over, draw and check
 *       state after every move, and answers {@code done MOVES NANOS OVER CHECKS}, timed inside the
 *       peer (process start-up and pipes are not counted);
 *   <li>{@code quit}: exits.
 * </ul>
 *
 * A line starting with {@code error} is the peer's failure, reported with its words.
 */
public final class PeerProcess implements AutoCloseable {
    private final String name;
    private final Process process;
    private final Path corpus;
    private final long moves;
    private final PrintWriter in;
    private final BufferedReader out;

    private PeerProcess(String name, Process process, Path corpus, long moves) {
        this.name = name;
        this.process = process;
        this.corpus = corpus;
        this.moves = moves;
        this.in = new PrintWriter(process.getOutputStream(), true, StandardCharsets.UTF_8);
        this.out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    }

    /**
     * Writes the corpus to a temporary file, starts {@code command} with that file appended and
     * waits for the peer to say it read every game.
     *
     * @param name the peer's name in reports
     * @param moves the moves of the corpus, which every round must replay
     * @throws RejectedInputException when the command cannot run or the peer reads another number of games
     */
    static PeerProcess start(String name, List<String> command, List<String> lines, long moves) {
        Path corpus;
        try {
            corpus = Files.createTempFile("chesseus-arbiter-corpus", ".txt");
            Files.write(corpus, lines, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new RejectedInputException("--peer " + name + ": cannot write the corpus for the peer: " + e.getMessage());
        }
        List<String> full = new ArrayList<>(command);
        full.add(corpus.toString());
        PeerProcess peer = new PeerProcess(name, launch(name, full), corpus, moves);
        String ready = peer.await("ready");
        if (!ready.equals("ready " + lines.size())) {
            peer.close();
            throw new RejectedInputException("--peer " + name + ": the peer read " + ready.substring(5).strip()
                    + " games of " + lines.size());
        }
        return peer;
    }

    /** Starts a process, its standard error joined to its output. */
    static Process launch(String name, List<String> command) {
        try {
            return new ProcessBuilder(command).redirectErrorStream(true).start();
        } catch (IOException e) {
            throw new PeerAbsentException(name, "cannot run '" + command.get(0) + "': " + e.getMessage());
        }
    }

    /** Whether an executable of this name is on the {@code PATH}. */
    static boolean onPath(String command) {
        for (String folder : System.getenv().getOrDefault("PATH", "/usr/bin:/bin").split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(folder, command))) {
                return true;
            }
        }
        return false;
    }

    /** The command prefix that pins a process to {@code cpu} with {@code taskset}, or nothing where taskset is missing. */
    public static List<String> pinning(int cpu) {
        return onPath("taskset") ? List.of("taskset", "-c", String.valueOf(cpu)) : List.of();
    }

    /** The peer's name in reports. */
    public String name() {
        return name;
    }

    /** Lets the peer replay the corpus for {@code seconds} (at least once), so that its JIT is as warm as ours. */
    public void warmUp(double seconds) {
        in.println(String.format(Locale.ROOT, "warmup %.3f", seconds));
        await("warm");
    }

    /**
     * One pass of the peer over the corpus, timed inside the peer.
     *
     * @throws RejectedInputException when the answer is not a pass, or the peer replayed another number of moves
     */
    public ArbiterReplay.Pass round() {
        in.println("round");
        String answer = await("done");
        String[] words = answer.split(" ");
        ArbiterReplay.Pass pass;
        try {
            pass = new ArbiterReplay.Pass(Long.parseLong(words[1]), Long.parseLong(words[2]), 0);
        } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
            throw new RejectedInputException("--peer " + name + ": unexpected answer '" + answer + "'");
        }
        if (pass.moves() != moves) {
            throw new RejectedInputException("--peer " + name + ": the peer replayed " + pass.moves() + " moves of "
                    + moves);
        }
        return pass;
    }

    private String await(String prefix) {
        try {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                if (line.startsWith(prefix)) {
                    return line;
                }
                if (line.startsWith("error") || line.contains("Error") || line.contains("Exception")) {
                    throw new RejectedInputException("--peer " + name + ": the peer failed: " + line);
                }
            }
        } catch (IOException e) {
            throw new RejectedInputException("--peer " + name + ": lost the peer: " + e.getMessage());
        }
        throw new RejectedInputException("--peer " + name + ": the peer ended before answering '" + prefix + "'");
    }

    /** Asks the peer to quit, ends it if it does not within a second, and deletes the corpus file. */
    @Override
    public void close() {
        in.println("quit");
        try {
            if (!process.waitFor(1, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
        try {
            Files.deleteIfExists(corpus);
        } catch (IOException e) {
            corpus.toFile().deleteOnExit();
        }
    }
}
