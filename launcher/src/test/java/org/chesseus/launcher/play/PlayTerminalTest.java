package org.chesseus.launcher.play;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code chesseus play} in a real terminal ({@link TmuxPane}): the board, the status line with live
 * clocks and the final code; the questions asked before a resignation ({@code resign}, Ctrl-D),
 * Ctrl-C keeping the game for {@code --resume} and the line the resumed game starts with; a flag
 * fall ending in one clean line; the prompt while an engine thinks.
 */
class PlayTerminalTest {
    @TempDir
    Path directory;

    @Test
    void aGamePlayedInATerminalShowsTheBoardTheStatusLineAndTheFinalCode() throws Exception {
        try (TmuxPane pane = TmuxPane.chesseus(directory, "mate", "play", "--time", "5+3", "--pgn", "game.pgn")) {
            String start = pane.await("White [White 5:0");
            Thread.sleep(500);
            List<String> moves = List.of("f3", "e5", "g4", "Qh4");
            List<String> shown = List.of("1. f3", "1... e5", "2. g4", "2... Qh4#");
            for (int i = 0; i < moves.size(); i++) {
                pane.typeLine(moves.get(i));
                pane.await(shown.get(i));
            }
            String end = pane.await("exit status");
            assertAll(
                    () -> assertTrue(start.contains("♚") && start.contains("♜"), "Unicode pieces:\n" + start),
                    () -> assertTrue(start.contains("a  b  c  d  e  f  g  h"), start),
                    () -> assertTrue(start.contains("White to move  M=0  R=1  White 5:0"), "status line with clocks:\n" + start),
                    () -> assertTrue(end.contains("2... Qh4#"), end),
                    () -> assertTrue(end.contains("Game over: B# 0-1 (FIDE 5.1.1)"), end),
                    () -> assertTrue(end.contains("exit status 0"), end));
        }
    }

    @Test
    void resignAndCtrlDAskFirstAndCtrlCKeepsTheGameForResume() throws Exception {
        String stopped;
        try (TmuxPane pane = TmuxPane.chesseus(directory, "stop", "play", "--ascii", "--pgn", "kept.pgn")) {
            pane.await("White>");
            pane.typeLine("resign");
            pane.await("Resign the game as White? Type y to resign, anything else to play on:");
            pane.typeLine("n");
            pane.await("Not resigned: the game goes on.");
            pane.press("C-d");
            pane.await("Resign the game as White?", 2);
            pane.typeLine("no");
            pane.typeLine("e4");
            pane.await("1. e4");
            pane.await("Black>");
            pane.press("C-c");
            stopped = pane.await("exit status");
        }
        try (TmuxPane pane = TmuxPane.chesseus(directory, "resume", "play", "--ascii", "--resume", "kept.pgn")) {
            String resumed = pane.await("Black>");
            pane.press("C-d");
            pane.await("Resign the game as Black?");
            pane.press("C-d");
            String end = pane.await("exit status");
            assertAll(
                    () -> assertTrue(stopped.contains("Stopped (Ctrl-C): the game is kept unfinished.\nThe record is in kept.pgn;"
                            + " continue the game with ./chesseus play --resume kept.pgn"), stopped),
                    () -> assertTrue(stopped.contains("exit status 1"), stopped),
                    () -> assertFalse(stopped.contains("Game over"), "no one resigned:\n" + stopped),
                    () -> assertTrue(resumed.contains("chesseus play: the game resumes after 1. e4, Black to move"), resumed),
                    () -> assertTrue(end.contains("Game over: WR 1-0 (FIDE 5.1.2)"), "Ctrl-D twice resigns:\n" + end),
                    () -> assertTrue(end.contains("exit status 0"), end));
        }
    }

    @Test
    void aFlagFallEndsTheGameInOneCleanLine() throws Exception {
        try (TmuxPane pane = TmuxPane.chesseus(directory, "flag", "play", "--ascii", "--time", "3s+0", "--pgn", "flag.pgn")) {
            String end = pane.await("exit status");
            List<String> lines = end.lines().toList();
            int over = lines.indexOf(lines.stream().filter(line -> line.startsWith("Game over:")).findFirst().orElseThrow());
            assertAll(
                    () -> assertTrue(end.contains("Game over: BT 0-1 (FIDE 6.9) White's flag fell and Black could still"
                            + " checkmate."), end),
                    () -> assertFalse(end.contains("too late"), "no action came:\n" + end),
                    () -> assertFalse(end.contains("Ctrl-C"), "no one pressed Ctrl-C:\n" + end),
                    () -> assertTrue(lines.get(over - 1).startsWith("White to move  M=0  R=1  White "),
                            "the status line, then the end: no prompt, no clocks read past zero:\n" + end),
                    () -> assertEquals("exit status 0", lines.get(over + 1), "nothing after the end:\n" + end));
        }
    }

    @Test
    void thePromptSaysWhenAnEngineThinksAndALineTypedMeanwhileGetsWait() throws Exception {
        // An engine speaking UCI that takes three seconds over every move: a named engine, thinking.
        Path engine = Files.writeString(directory.resolve("slow-engine.sh"), String.join("\n",
                "#!/bin/sh",
                "while read -r line; do",
                "  case \"$line\" in",
                "    uci) echo 'id name Slow Engine 1.0'; echo uciok ;;",
                "    isready) echo readyok ;;",
                "    go*) sleep 3; echo 'bestmove e7e5' ;;",
                "    quit) exit 0 ;;",
                "  esac",
                "done", ""));
        Files.setPosixFilePermissions(engine, PosixFilePermissions.fromString("rwxr-xr-x"));
        try (TmuxPane pane = TmuxPane.chesseus(directory, "engine", "play", "--ascii", "--time", "5+0",
                "--black", "uci:" + engine, "--pgn", "engine.pgn")) {
            pane.await("White [White ");
            pane.typeLine("e4");
            pane.await("Slow Engine 1.0 is thinking… [White ");
            pane.typeLine("d4");
            String waiting = pane.await("Wait: ");
            String moved = pane.await("1... e5");
            pane.typeLine("resign");
            pane.typeLine("y");
            String end = pane.await("exit status");
            assertAll(
                    () -> assertTrue(waiting.contains("Wait: Black (Slow Engine 1.0) is thinking; type your move once it"
                            + " has moved."), waiting),
                    () -> assertFalse(waiting.contains("Refused"), "d4 is not checked as Black's move:\n" + waiting),
                    () -> assertFalse(moved.contains("2. d4"), "the line typed while the engine thought is not played:\n"
                            + moved),
                    () -> assertTrue(end.contains("Game over: BR 0-1 (FIDE 5.1.2)"), end));
        }
    }
}
