package org.chesseus.tools.arbiter;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The peer {@code bench arbiter --peer chessgame}: the Java library chess-game ({@code
 * io.github.wolfraam:chessgame}, from Maven Central) replaying the same corpus in a JVM of its own,
 * with the legality of each move, the game result (mate, stalemate, insufficient material,
 * threefold repetition, the fifty-move rule) and the check asked after every move. The peer is the
 * benchmarks module's main class {@value #MAIN}, spoken to as a {@link PeerProcess}; its class path
 * is the module's compiled classes and the library jars that Maven copies to {@value #LIBRARIES},
 * so the peer sees no Chesseus code. The JVM is the one running this bench.
 */
public final class ChessgamePeer {
    /** The peer's name in reports and on the command line. */
    public static final String NAME = "chessgame";
    /** The peer's main class. */
    public static final String MAIN = "org.chesseus.benchmarks.peer.ChessgameArbiterPeer";
    /** The benchmarks module's classes, from the project root. */
    public static final String CLASSES = "benchmarks/target/classes";
    /** The peer's library jars, from the project root (copied by the benchmarks module's build). */
    public static final String LIBRARIES = "benchmarks/target/peer-lib";

    private ChessgamePeer() {
    }

    /**
     * Starts the peer on the corpus.
     *
     * @param root the project root
     * @param lines the games, {@link GameCorpus#uciLines}
     * @param moves the moves of the corpus
     * @param pin the command prefix that pins the peer to a CPU (empty for none)
     * @throws PeerAbsentException when the benchmarks module has not been built
     */
    public static PeerProcess start(Path root, List<String> lines, long moves, List<String> pin) {
        List<String> command = new ArrayList<>(pin);
        command.add(ProcessHandle.current().info().command().orElse("java"));
        command.addAll(List.of("-XX:+UseTransparentHugePages", "-cp", classPath(root), MAIN));
        return PeerProcess.start(NAME, command, lines, moves);
    }

    /** The peer's class path, or why there is none. */
    static String classPath(Path root) {
        Path classes = root.resolve(CLASSES);
        Path libraries = root.resolve(LIBRARIES);
        String build = "build it with 'mvn -B -pl benchmarks -am package -DskipTests'";
        if (!Files.isRegularFile(classes.resolve(MAIN.replace('.', '/') + ".class"))) {
            throw new PeerAbsentException(NAME, "the benchmarks module is not built (no " + MAIN + " under " + classes
                    + "): " + build);
        }
        List<String> path = new ArrayList<>(List.of(classes.toString()));
        try (Stream<Path> jars = Files.list(libraries)) {
            jars.filter(jar -> jar.getFileName().toString().endsWith(".jar")).sorted().forEach(jar -> path.add(jar.toString()));
        } catch (IOException e) {
            throw new PeerAbsentException(NAME, "no library jars in " + libraries + ": " + build);
        }
        if (path.size() == 1) {
            throw new PeerAbsentException(NAME, "no library jars in " + libraries + ": " + build);
        }
        return String.join(File.pathSeparator, path);
    }
}
