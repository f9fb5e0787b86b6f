package org.chesseus.launcher.play;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertTrue;
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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code chesseus play} in a real terminal: tmux runs it in a pane (so JLine edits the lines and
 * draws Unicode pieces in colour), {@code send-keys} types the moves of the fool's mate, and
 * {@code capture-pane} reads the screen: the board, the status line with live clocks, the final
 * code. Skipped with the reason when tmux is missing, failed then when {@code CI=true} ({@code
 * .ci/run} installs it).
 */
class PlayTerminalTest {
    private static final Path TMUX = Path.of("/usr/bin/tmux");

    @TempDir
    Path directory;

    @Test
    void aGamePlayedInATerminalShowsTheBoardTheStatusLineAndTheFinalCode() throws Exception {
        if (!Files.isExecutable(TMUX)) {
            if ("true".equals(System.getenv("CI"))) {
                fail("CI=true but " + TMUX + " is missing: .ci/run installs the Debian package tmux");
            }
            Assumptions.abort(TMUX + " is not installed (apt-get install tmux); skipping the game in a real terminal");
        }
        String session = "chesseus-play-" + ProcessHandle.current().pid();
        Path script = Files.writeString(directory.resolve("play.sh"), String.join("\n",
                "export LANG=C.UTF-8 LC_ALL=C.UTF-8 TERM=xterm-256color",
                "'" + Path.of(System.getProperty("java.home"), "bin", "java") + "' -cp '" + System.getProperty("java.class.path")
                        + "' org.chesseus.launcher.Main play --time 5+3 --pgn '" + directory.resolve("game.pgn") + "'",
                "echo \"exit status $?\"",
                "sleep 120", ""));
        tmux("new-session", "-d", "-s", session, "-x", "100", "-y", "50", "sh " + script);
        try {
            String start = awaitScreen(session, "White [White 5:0");
            Thread.sleep(500);
            List<String> moves = List.of("f3", "e5", "g4", "Qh4");
            List<String> shown = List.of("1. f3", "1... e5", "2. g4", "2... Qh4#");
            for (int i = 0; i < moves.size(); i++) {
                // -l: literally, or tmux reads f3 as the function key F3.
                tmux("send-keys", "-t", session, "-l", moves.get(i));
                tmux("send-keys", "-t", session, "Enter");
                awaitScreen(session, shown.get(i));
            }
            String end = awaitScreen(session, "exit status");
            assertAll(
                    () -> assertTrue(start.contains("♚") && start.contains("♜"), "Unicode pieces:\n" + start),
                    () -> assertTrue(start.contains("a  b  c  d  e  f  g  h"), start),
                    () -> assertTrue(start.contains("White to move  M=0  R=1  White 5:0"), "status line with clocks:\n" + start),
                    () -> assertTrue(end.contains("2... Qh4#"), end),
                    () -> assertTrue(end.contains("Game over: B# 0-1 (FIDE 5.1.1)"), end),
                    () -> assertTrue(end.contains("exit status 0"), end));
        } finally {
            tmux("kill-session", "-t", session);
        }
    }

    private static String awaitScreen(String session, String text) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        String screen = "";
        while (System.nanoTime() < deadline) {
            screen = tmux("capture-pane", "-p", "-t", session, "-S", "-200");
            if (screen.contains(text)) {
                return screen;
            }
            Thread.sleep(200);
        }
        fail("the screen never showed '" + text + "':\n" + screen);
        return screen;
    }

    private static String tmux(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(TMUX.toString(), "-u", "-L", "chesseus-test"));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        process.waitFor(10, TimeUnit.SECONDS);
        return output;
    }
}
