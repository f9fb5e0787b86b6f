package org.chesseus.launcher.play;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An engine's command line run so that Ctrl-C at the terminal does not reach the engine: the
 * terminal sends SIGINT to every process of the foreground group, engines included, and an engine
 * killed by it would lose the game by forfeit before the game could stop unfinished. The engine
 * starts through {@code /bin/sh}, which ignores SIGINT and then {@code exec}s it; POSIX keeps an
 * ignored signal ignored across {@code exec}. Without {@code /bin/sh}, or when the engine's program
 * is not found (so starting it fails with its own message), the command line is left as it is.
 */
final class CtrlCShield {
    private static final Path SHELL = Path.of("/bin/sh");

    private CtrlCShield() {
    }

    /** {@code words}, shielded where the shell and the program are found in {@code environment}'s {@code PATH}. */
    static List<String> wrap(List<String> words, Map<String, String> environment) {
        if (words.isEmpty() || !Files.isExecutable(SHELL) || program(words.get(0), environment).isEmpty()) {
            return words;
        }
        List<String> shielded = new ArrayList<>(List.of(SHELL.toString(), "-c", "trap '' INT; exec \"$@\"", "sh"));
        shielded.addAll(words);
        return shielded;
    }

    /** The program a command's first word names: a path, or a name looked up in {@code PATH}. */
    private static Optional<Path> program(String word, Map<String, String> environment) {
        if (word.contains("/")) {
            return Optional.of(Path.of(word)).filter(Files::isExecutable);
        }
        for (String folder : environment.getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (!folder.isEmpty()) {
                Path candidate = Path.of(folder, word);
                if (Files.isExecutable(candidate) && !Files.isDirectory(candidate)) {
                    return Optional.of(candidate);
                }
            }
        }
        return Optional.empty();
    }
}
