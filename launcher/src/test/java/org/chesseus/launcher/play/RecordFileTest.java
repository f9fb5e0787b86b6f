package org.chesseus.launcher.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import org.chesseus.api.RejectedInputException;
import org.chesseus.launcher.terminal.ExitStatus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Where {@code play} records a game: a named file whose folder exists, or a new dated file in the
 * records folder ({@code $CHESSEUS_GAMES}, else {@code games/}), never the working directory
 * itself; a file that cannot be made is refused input, not an internal error.
 */
class RecordFileTest {
    private static final LocalDateTime NOON = LocalDateTime.of(2026, 12, 3, 12, 0, 5);

    @Test
    void withoutPgnTheRecordIsADatedFileInTheFolderTheVariableNamesMadeIfMissing(@TempDir Path directory) {
        Path folder = directory.resolve("my-games");
        Path file = RecordFile.of(null, Map.of(RecordFile.FOLDER_VARIABLE, folder.toString()), directory, NOON);
        assertEquals(folder.resolve("chesseus-20261203-120005.pgn"), file);
        assertTrue(Files.isDirectory(folder));
    }

    @Test
    void withoutTheVariableTheFolderIsGamesBelowTheWorkingDirectory(@TempDir Path directory) {
        Path file = RecordFile.of(null, Map.of(RecordFile.FOLDER_VARIABLE, " "), directory, NOON);
        assertEquals(directory.resolve("games").resolve("chesseus-20261203-120005.pgn"), file);
        assertTrue(Files.isDirectory(directory.resolve("games")));
    }

    @Test
    void twoGamesStartedWithinOneSecondGetTheirOwnRecords(@TempDir Path directory) throws java.io.IOException {
        Path first = RecordFile.of(null, Map.of(), directory, NOON);
        Files.writeString(first, "[Event \"first\"]\n");
        Path second = RecordFile.of(null, Map.of(), directory, NOON);
        assertEquals(directory.resolve("games").resolve("chesseus-20261203-120005-2.pgn"), second);
        Files.writeString(second, "[Event \"second\"]\n");
        assertEquals(directory.resolve("games").resolve("chesseus-20261203-120005-3.pgn"),
                RecordFile.of(null, Map.of(), directory, NOON));
    }

    @Test
    void aNamedFileInAFolderThatDoesNotExistIsRefusedNamingTheFolder(@TempDir Path directory) {
        Path missing = directory.resolve("missing/dir/x.pgn");
        RejectedInputException refused = assertThrows(RejectedInputException.class,
                () -> RecordFile.of(missing.toString(), Map.of(), directory, NOON));
        assertTrue(refused.getMessage().startsWith("--pgn " + missing + ": the folder " + missing.getParent()
                + " does not exist"), refused.getMessage());
        assertFalse(Files.exists(missing.getParent()));
    }

    @Test
    void playWithAPgnInAMissingFolderIsRefusedInputNotAnInternalError(@TempDir Path directory) {
        Path missing = directory.resolve("missing/dir/x.pgn");
        PlayRun run = PlayRun.raw(missing, List.of(), "play", "--pgn", missing.toString());
        assertEquals(ExitStatus.REJECTED, run.status(), run.err());
        assertTrue(run.err().contains("does not exist") && !run.err().contains("internal error"), run.err());
    }
}
