package org.chesseus.launcher.play;

import java.nio.file.Path;
import java.util.List;
import org.chesseus.api.RejectedInputException;
import org.chesseus.tools.setup.TextFile;
import org.chesseus.api.pgn.PgnException;
import org.chesseus.api.pgn.PgnGame;
import org.chesseus.api.pgn.PgnReader;

/**
 * A record written by {@code chesseus play} read back for {@code --resume}: a game without a
 * result yet (a crash leaves none; an unfinished game ends with {@code *}).
 */
final class ResumedRecord {
    private ResumedRecord() {
    }

    /**
     * The unfinished game of {@code file}.
     *
     * @throws RejectedInputException when the file cannot be read, is not PGN, holds no game or
     *     more than one, or its game is over
     */
    static PgnGame read(Path file) {
        String text = TextFile.read(file, "--resume");
        List<PgnGame> games = parse(file, text);
        if (games.size() != 1) {
            throw new RejectedInputException("--resume " + file + ": holds " + games.size() + " games; a record of"
                    + " chesseus play holds one");
        }
        PgnGame game = games.get(0);
        if (!game.result().equals("*")) {
            throw new RejectedInputException("--resume " + file + ": the game is over (" + game.result()
                    + game.tag("ResultCode").map(code -> ", " + code).orElse("") + "); there is nothing to resume");
        }
        return game;
    }

    private static List<PgnGame> parse(Path file, String text) {
        try {
            return PgnReader.read(text);
        } catch (PgnException missingResult) {
            try {
                // A record cut off by a crash has no result token yet: the game goes on.
                return PgnReader.read(text + "\n*\n");
            } catch (PgnException e) {
                throw new RejectedInputException("--resume " + file + ": " + e.getMessage());
            }
        }
    }
}
