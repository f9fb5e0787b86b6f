package org.chesseus.launcher.play;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The command line that starts Chesseus's own engine as a UCI child process ({@code chesseus uci
 * --rules P}): the same Java and the same module path (or class path) as the running launcher, so
 * the child finds the same plugins, and the launcher's HotSpot and heap options ({@code -XX:…},
 * {@code -Xmx…}, the class-data archive: the transparent huge pages the launcher asks for serve the engine's hash table).
 * The {@code engine} player of {@code chesseus play} and of {@code chesseus match} start it this
 * way. Each path stays one word of the command line, spaces and all.
 */
public final class OwnEngineCommand {
    /** The launcher's main class, in its module. */
    static final String MAIN_MODULE = "org.chesseus.launcher/org.chesseus.launcher.Main";
    static final String MAIN_CLASS = "org.chesseus.launcher.Main";

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
        List<String> options = ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .filter(OwnEngineCommand::passedOn).toList();
        return of(java, options, System.getProperty("jdk.module.path", ""),
                System.getProperty("java.class.path", ""), profile, without);
    }

    /**
     * The command line for the Java {@code java} with {@code options}, over {@code modulePath}
     * when it is not empty, else over {@code classPath}.
     */
    static List<String> of(String java, List<String> options, String modulePath, String classPath, String profile,
            List<String> without) {
        List<String> command = new ArrayList<>(List.of(java));
        command.addAll(options);
        if (!modulePath.isEmpty()) {
            command.addAll(List.of("-p", modulePath, "-m", MAIN_MODULE));
        } else {
            command.addAll(List.of("-cp", classPath, MAIN_CLASS));
        }
        command.addAll(List.of("uci", "--rules", profile));
        if (!without.isEmpty()) {
            command.addAll(List.of("--without", String.join(",", without)));
        }
        return command;
    }

    /**
     * The launcher's options a child engine shares: HotSpot flags (the collector, the class-data
     * archive), heap, young-generation and stack sizes (the launcher's {@code -Xmn24m}, so a child
     * engine's JVM is the one {@code chesseus uci} starts), and the silenced class-data logging that
     * goes with the archive; nothing else.
     */
    static boolean passedOn(String option) {
        return option.startsWith("-XX:") || option.startsWith("-Xmx") || option.startsWith("-Xms")
                || option.startsWith("-Xmn") || option.startsWith("-Xss") || option.startsWith("-Xlog:cds");
    }
}
