package org.chesseus.tools.arbiter;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;

/**
 * The peer {@code bench arbiter --peer chess.js}: chess.js under Node replaying the same corpus,
 * with the game-over, draw and check state asked after every move (the committed script {@code
 * benchmarks/peer/arbiter-peer.mjs}, spoken to as a {@link PeerProcess}). chess.js is installed on
 * first use with {@code npm install} into {@code benchmarks/target/peer}, at the version pinned by
 * {@code benchmarks/peer/package.json}.
 */
public final class ChessJsPeer {
    /** The peer's name in reports and on the command line. */
    public static final String NAME = "chess.js";
    /** The committed script, from the project root. */
    public static final String SCRIPT = "benchmarks/peer/arbiter-peer.mjs";
    /** Where chess.js is installed, from the project root. */
    public static final String INSTALL = "benchmarks/target/peer";

    private ChessJsPeer() {
    }

    /**
     * Installs chess.js if needed and starts the peer on the corpus.
     *
     * @param root the project root (where {@link #SCRIPT} is)
     * @param lines the games, {@link GameCorpus#uciLines}
     * @param moves the moves of the corpus
     * @param pin the command prefix that pins the peer to a CPU (empty for none)
     * @param log where npm's output goes
     * @throws PeerAbsentException when Node or npm is missing, or chess.js cannot be installed
     */
    public static PeerProcess start(Path root, List<String> lines, long moves, List<String> pin, PrintWriter log) {
        Path script = root.resolve(SCRIPT);
        if (!Files.isRegularFile(script)) {
            throw new PeerAbsentException(NAME, "no peer script at " + script);
        }
        if (!PeerProcess.onPath("node") || !PeerProcess.onPath("npm")) {
            throw new PeerAbsentException(NAME, "Node.js and npm are needed and not installed");
        }
        Path install = root.resolve(INSTALL);
        try {
            Files.createDirectories(install);
            if (!Files.isRegularFile(install.resolve("node_modules/chess.js/package.json"))) {
                Files.copy(script.resolveSibling("package.json"), install.resolve("package.json"),
                        StandardCopyOption.REPLACE_EXISTING);
                npmInstall(install, log);
            }
        } catch (IOException e) {
            throw new PeerAbsentException(NAME, "cannot prepare " + install + ": " + e.getMessage());
        }
        List<String> command = new ArrayList<>(pin);
        command.addAll(List.of("node", script.toString(), install.toString()));
        return PeerProcess.start(NAME, command, lines, moves);
    }

    private static void npmInstall(Path install, PrintWriter log) {
        log.println("bench arbiter: installing chess.js into " + install + " (npm install, once)");
        log.flush();
        List<String> command = List.of("npm", "install", "--prefix", install.toString(), "--no-audit", "--no-fund",
                "--no-package-lock", "--loglevel", "error");
        Process npm = PeerProcess.launch(NAME, command);
        try (BufferedReader output = new BufferedReader(new InputStreamReader(npm.getInputStream(), StandardCharsets.UTF_8))) {
            output.lines().forEach(log::println);
            if (npm.waitFor() != 0 || !Files.isRegularFile(install.resolve("node_modules/chess.js/package.json"))) {
                throw new PeerAbsentException(NAME, "'npm install' of chess.js into " + install + " failed (status "
                        + npm.exitValue() + ")");
            }
        } catch (IOException e) {
            throw new PeerAbsentException(NAME, "npm install failed: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new PeerAbsentException(NAME, "interrupted while installing chess.js");
        }
    }
}
