package org.chesseus.launcher.play;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Map;
import org.chesseus.api.RejectedInputException;

/**
 * Where {@code play} records a game. With {@code --pgn FILE}, that file, whose folder must exist;
 * without, a new {@code chesseus-DATE-TIME.pgn} ({@code -2}, {@code -3}, … added to a name already
 * taken) in the folder {@code $CHESSEUS_GAMES} names, else
 * in {@code games/} below the working directory (made when missing; git ignores it in a checkout),
 * so a game played from the repository never litters its root.
 */
final class RecordFile {
    /** The environment variable naming the folder of records made without {@code --pgn}. */
    static final String FOLDER_VARIABLE = "CHESSEUS_GAMES";
    /** The folder of records when the variable is not set, below the working directory. */
    static final String DEFAULT_FOLDER = "games";
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    private RecordFile() {
    }

    /**
     * The record's file: {@code named} (from {@code --pgn}) when given, else a new file in the
     * records folder, made if missing; a relative records folder is read from {@code working}.
     *
     * @throws RejectedInputException when the named file's folder does not exist, or the records
     *     folder cannot be made
     */
    static Path of(String named, Map<String, String> environment, Path working, LocalDateTime now) {
        if (named != null) {
            Path file = Path.of(named).toAbsolutePath();
            Path folder = file.getParent();
            if (folder != null && !Files.isDirectory(folder)) {
                throw new RejectedInputException("--pgn " + named + ": the folder " + folder
                        + " does not exist; make it, or name a file in a folder that does");
            }
            return Path.of(named);
        }
        String where = environment.getOrDefault(FOLDER_VARIABLE, "");
        Path folder = working.resolve(where.isBlank() ? DEFAULT_FOLDER : where);
        try {
            Files.createDirectories(folder);
        } catch (IOException e) {
            throw new RejectedInputException("the records folder " + folder + " cannot be made (" + e.getMessage()
                    + "); name the record with --pgn FILE or set " + FOLDER_VARIABLE);
        }
        // Two games started within one second (a script, two terminals) get their own records.
        String stem = "chesseus-" + now.format(STAMP);
        Path file = folder.resolve(stem + ".pgn");
        for (int copy = 2; Files.exists(file); copy++) {
            file = folder.resolve(stem + "-" + copy + ".pgn");
        }
        return file;
    }
}
