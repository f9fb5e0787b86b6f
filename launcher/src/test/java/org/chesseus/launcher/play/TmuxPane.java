package org.chesseus.launcher.play;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * {@code chesseus} in a real terminal: a tmux pane (so JLine edits the lines, draws Unicode pieces
 * in colour and hears Ctrl-C and Ctrl-D as keys), typed into with {@code send-keys} and read with
 * {@code capture-pane}. The command's exit status is shown as {@code exit status N} when it ends.
 * Skipped with the reason when tmux is missing, failed then when {@code CI=true} ({@code .ci/run}
 * installs it).
 */
public final class TmuxPane implements AutoCloseable {
    private static final Path TMUX = Path.of("/usr/bin/tmux");
    private final String session;

    private TmuxPane(String session) {
        this.session = session;
    }

    /** Runs {@code chesseus} with {@code args} (test class path) in a new 100x50 pane; {@code directory} holds its script. */
    public static TmuxPane chesseus(Path directory, String name, String... args) throws IOException, InterruptedException {
        if (!Files.isExecutable(TMUX)) {
            if ("true".equals(System.getenv("CI"))) {
                fail("CI=true but " + TMUX + " is missing: .ci/run installs the Debian package tmux");
            }
            Assumptions.abort(TMUX + " is not installed (apt-get install tmux); skipping the game in a real terminal");
        }
        StringBuilder command = new StringBuilder("'" + Path.of(System.getProperty("java.home"), "bin", "java")
                + "' -cp '" + System.getProperty("java.class.path") + "' org.chesseus.launcher.Main");
        for (String arg : args) {
            command.append(" '").append(arg.replace("'", "'\\''")).append("'");
        }
        Path script = Files.writeString(directory.resolve(name + ".sh"), String.join("\n",
                "export LANG=C.UTF-8 LC_ALL=C.UTF-8 TERM=xterm-256color",
                // The script's shell outlives a Ctrl-C meant for chesseus (a login shell would run it
                // as a job of its own); a trap, unlike an ignored signal, is not inherited.
                "trap : INT",
                "cd '" + directory + "'",
                command.toString(),
                "echo \"exit status $?\"",
                "sleep 120", ""));
        TmuxPane pane = new TmuxPane("chesseus-" + name + "-" + ProcessHandle.current().pid());
        pane.tmux("new-session", "-d", "-s", pane.session, "-x", "100", "-y", "50", "sh " + script);
        return pane;
    }

    /** Types {@code text} literally (tmux would read {@code f3} as the function key F3), then Enter. */
    public void typeLine(String text) throws IOException, InterruptedException {
        tmux("send-keys", "-t", session, "-l", text);
        tmux("send-keys", "-t", session, "Enter");
    }

    /** Presses a key by tmux's name for it: {@code C-c}, {@code C-d}. */
    public void press(String key) throws IOException, InterruptedException {
        tmux("send-keys", "-t", session, key);
    }

    /** The screen with its scroll-back, once it shows {@code text}; fails after a minute. */
    public String await(String text) throws IOException, InterruptedException {
        return await(text, 1);
    }

    /**
     * The screen with its scroll-back, once it shows {@code text} {@code times} times; fails after
     * a minute. Lines are read without their trailing blanks (a prompt's last space included).
     */
    public String await(String text, int times) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        String screen = "";
        while (System.nanoTime() < deadline) {
            screen = screen();
            if (screen.split(java.util.regex.Pattern.quote(text), -1).length - 1 >= times) {
                return screen;
            }
            Thread.sleep(200);
        }
        fail("the screen never showed '" + text + "' " + times + " times:\n" + screen);
        return screen;
    }

    /** The screen with its scroll-back, trailing blank lines dropped. */
    public String screen() throws IOException, InterruptedException {
        return tmux("capture-pane", "-p", "-t", session, "-S", "-300").stripTrailing();
    }

    @Override
    public void close() throws IOException, InterruptedException {
        tmux("kill-server");
    }

    /** tmux on a server of this pane's own: one pane's end never takes down another's server. */
    private String tmux(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(TMUX.toString(), "-u", "-L", session));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        process.waitFor(10, TimeUnit.SECONDS);
        return output;
    }
}
