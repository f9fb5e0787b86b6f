package org.chesseus.tools.arbiter;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The chessgame peer is absent, saying how to build it, where the benchmarks module has not been
 * built: no peer class, or no library jar beside it.
 */
class ChessgamePeerTest {

    @Test
    void aTreeWithoutTheBuiltPeerSaysHowToBuildIt(@TempDir Path root) {
        PeerAbsentException absent = assertThrows(PeerAbsentException.class, () -> ChessgamePeer.classPath(root));
        assertTrue(absent.getMessage().startsWith("--peer chessgame: the benchmarks module is not built"), absent.getMessage());
        assertTrue(absent.getMessage().contains("mvn -B -pl benchmarks -am package -DskipTests"), absent.getMessage());
    }

    @Test
    void thePeerClassWithoutItsLibrarySaysSo(@TempDir Path root) throws IOException {
        Path peer = root.resolve(ChessgamePeer.CLASSES).resolve(ChessgamePeer.MAIN.replace('.', '/') + ".class");
        Files.createDirectories(peer.getParent());
        Files.write(peer, new byte[0]);
        PeerAbsentException absent = assertThrows(PeerAbsentException.class, () -> ChessgamePeer.classPath(root));
        assertTrue(absent.getMessage().contains("no library jars in"), absent.getMessage());
    }
}
