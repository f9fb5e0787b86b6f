package org.chesseus.drivers.arbiter;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.chesseus.api.RejectedInputException;

/**
 * The peer of {@code bench arbiter --peer}: chess.js under Node replaying the same corpus (as UCI
 * moves), with the game-over, draw and check state asked after every move (the committed script
 * {@code benchmarks/peer/arbiter-peer.mjs}). chess.js is installed on first use with {@code npm
 * install} into {@code benchmarks/target/peer}, at the version pinned by {@code
 * benchmarks/peer/package.json}. One Node process for the whole comparison; each pass is timed
 * inside Node, so process start-up and pipes are not counted.
 */
public final class ChessJsPeer implements AutoCloseable {
    /** The committed script, from the project root. */
    public static final String SCRIPT = "benchmarks/peer/arbiter-peer.mjs";
    /** Where chess.js is installed, from the project root. */
    public static final String INSTALL = "benchmarks/target/peer";

    private final Process process;
    private final PrintWriter in;
    private final BufferedReader out;

    private ChessJsPeer(Process process) {
        this.process = process;
        this.in = new PrintWriter(process.getOutputStream(), true, StandardCharsets.UTF_8);
        this.out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    }

    /**
     * Installs chess.js if needed, writes the corpus and starts the peer.
     *
     * @param root the project root (where {@link #SCRIPT} is)
     * @param lines the games as UCI lines
     * @param pin the command prefix that pins the peer to a CPU (empty for none)
     * @param log where npm's output goes
     * @throws RejectedInputException when Node or npm is missing or fails
     */
    public static ChessJsPeer start(Path root, List<String> lines, List<String> pin, PrintWriter log) {
        Path script = root.resolve(SCRIPT);
        if (!Files.isRegularFile(script)) {
            throw new RejectedInputException("--peer: no peer script at " + script);
        }
        Path install = root.resolve(INSTALL);
        Path corpus = install.resolve("corpus.txt");
        try {
            Files.createDirectories(install);
            if (!Files.isRegularFile(install.resolve("node_modules/chess.js/package.json"))) {
                Files.copy(script.resolveSibling("package.json"), install.resolve("package.json"),
                        StandardCopyOption.REPLACE_EXISTING);
                npmInstall(install, log);
            }
            Files.write(corpus, lines, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new RejectedInputException("--peer: cannot prepare " + install + ": " + e.getMessage());
        }
        List<String> command = new ArrayList<>(pin);
        command.addAll(List.of("node", script.toString(), install.toString(), corpus.toString()));
        ChessJsPeer peer = new ChessJsPeer(launch(command));
        String ready = peer.await("ready");
        if (!ready.equals("ready " + lines.size())) {
            peer.close();
            throw new RejectedInputException("--peer: the peer read " + ready.substring(5).strip() + " games of "
                    + lines.size());
        }
        return peer;
    }

    private static void npmInstall(Path install, PrintWriter log) {
        log.println("bench arbiter: installing chess.js into " + install + " (npm install, once)");
        log.flush();
        List<String> command = List.of("npm", "install", "--prefix", install.toString(), "--no-audit", "--no-fund",
                "--no-package-lock", "--loglevel", "error");
        Process npm = launch(command);
        try (BufferedReader output = new BufferedReader(new InputStreamReader(npm.getInputStream(), StandardCharsets.UTF_8))) {
            output.lines().forEach(log::println);
            if (npm.waitFor() != 0 || !Files.isRegularFile(install.resolve("node_modules/chess.js/package.json"))) {
                throw new RejectedInputException("--peer: 'npm install' of chess.js into " + install + " failed (status "
                        + npm.exitValue() + ")");
            }
        } catch (IOException e) {
            throw new RejectedInputException("--peer: npm install failed: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new RejectedInputException("--peer: interrupted while installing chess.js");
        }
    }

    private static Process launch(List<String> command) {
        try {
            return new ProcessBuilder(command).redirectErrorStream(true).start();
        } catch (IOException e) {
            throw new RejectedInputException("--peer: cannot run '" + command.get(0) + "' (is Node.js installed?): "
                    + e.getMessage());
        }
    }

    /** The command prefix that pins a process to {@code cpu} with {@code taskset}, or nothing where taskset is missing. */
    public static List<String> pinning(int cpu) {
        for (String folder : System.getenv().getOrDefault("PATH", "/usr/bin:/bin").split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(folder, "taskset"))) {
                return List.of("taskset", "-c", String.valueOf(cpu));
            }
        }
        return List.of();
    }

    /** One pass of the peer over the corpus, timed inside Node. */
    public ArbiterReplay.Pass round() {
        in.println("round");
        String[] words = await("done").split(" ");
        try {
            return new ArbiterReplay.Pass(Long.parseLong(words[1]), Long.parseLong(words[2]), 0);
        } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
            throw new RejectedInputException("--peer: unexpected answer '" + String.join(" ", words) + "'");
        }
    }

    private String await(String prefix) {
        try {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                if (line.startsWith(prefix)) {
                    return line;
                }
                if (line.startsWith("error") || line.contains("Error")) {
                    throw new RejectedInputException("--peer: chess.js failed: " + line);
                }
            }
        } catch (IOException e) {
            throw new RejectedInputException("--peer: lost the peer: " + e.getMessage());
        }
        throw new RejectedInputException("--peer: the peer ended before answering '" + prefix + "'");
    }

    /** Asks the peer to quit, and ends it if it does not within a second. */
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
    }
}
