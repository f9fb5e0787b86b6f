package org.chesseus.drivers.uci;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The command line that starts Chesseus's own engine as a UCI child process ({@code chesseus uci
 * --rules P}): the same Java and the same module path (or class path) as the running launcher, so
 * the child finds the same plugins. The {@code engine} player of {@code chesseus play} and of
 * {@code chesseus match} start it this way.
 */
public final class OwnEngineCommand {
    /** The launcher's main class, in its module. */
    static final String MAIN_MODULE = "org.chesseus.drivers/org.chesseus.drivers.Main";
    static final String MAIN_CLASS = "org.chesseus.drivers.Main";

    private OwnEngineCommand() {
    }

    /**
     * The command line for this process's Java and paths.
     *
     * @param profile the rule book the engine searches under ({@code fide}, {@code uscf+chess960})
     * @param without rule ids dropped from it; empty for none
     */
    public static List<String> of(String profile, List<String> without) {
        String java = ProcessHandle.current().info().command()
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        return of(java, Optional.ofNullable(System.getProperty("jdk.module.path")),
                System.getProperty("java.class.path", ""), profile, without);
    }

    /** The command line for the Java {@code java} over a module path if given, else the class path. */
    static List<String> of(String java, Optional<String> modulePath, String classPath, String profile, List<String> without) {
        List<String> command = new ArrayList<>(List.of(java));
        if (modulePath.filter(path -> !path.isEmpty()).isPresent()) {
            command.addAll(List.of("-p", modulePath.get(), "-m", MAIN_MODULE));
        } else {
            command.addAll(List.of("-cp", classPath, MAIN_CLASS));
        }
        command.addAll(List.of("uci", "--rules", profile));
        if (!without.isEmpty()) {
            command.addAll(List.of("--without", String.join(",", without)));
        }
        return command;
    }
}
