package org.chesseus.launcher.play;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.game.Outcome;
import org.chesseus.api.pgn.PgnGame;
import org.chesseus.api.pgn.PgnMove;
import org.chesseus.api.pgn.PgnWriter;
import org.chesseus.api.pgn.Termination;

/**
 * The game's record, a PGN file written as the game goes: the tags first (with the settings of the
 * game, so {@code --resume} can continue it), then every move on its own line with the clock after
 * it and the time it took ({@code [%clk]}, {@code [%emt]}), flushed at once so that a crash loses
 * no move. At the end the file is rewritten whole in export form with its result and how the game
 * ended. A take-back rewrites it too.
 */
final class GameRecord implements AutoCloseable {
    private final Path file;
    private final Map<String, String> tags;
    private final boolean whiteStarts;
    private final int startNumber;
    private final List<PgnMove> moves = new ArrayList<>();
    private Writer out;
    private boolean freshLine = true;

    private GameRecord(Path file, Map<String, String> tags, boolean whiteStarts, int startNumber) {
        this.file = file;
        this.tags = new LinkedHashMap<>(tags);
        this.whiteStarts = whiteStarts;
        this.startNumber = startNumber;
    }

    /**
     * A new record in {@code file}, which must not exist yet.
     *
     * @throws org.chesseus.api.RejectedInputException when the file exists or cannot be written
     */
    static GameRecord create(Path file, Map<String, String> tags, Color firstToMove, int startNumber) {
        if (Files.exists(file)) {
            throw new org.chesseus.api.RejectedInputException("--pgn " + file + ": the file exists; continue its game with"
                    + " --resume " + file + " or name another file");
        }
        GameRecord record = new GameRecord(file, tags, firstToMove == Color.WHITE, startNumber);
        try {
            record.rewrite();
        } catch (UncheckedIOException unwritable) {
            throw new org.chesseus.api.RejectedInputException("--pgn " + file + ": " + unwritable.getMessage());
        }
        return record;
    }

    /** The record of a resumed game, whose moves are already in {@code file}; new moves are appended. */
    static GameRecord resume(Path file, Map<String, String> tags, Color firstToMove, int startNumber, List<PgnMove> moves) {
        GameRecord record = new GameRecord(file, tags, firstToMove == Color.WHITE, startNumber);
        record.moves.addAll(moves);
        record.rewrite();
        return record;
    }

    /** The tags as the file holds them, without the result. */
    Map<String, String> tags() {
        return Collections.unmodifiableMap(new LinkedHashMap<>(tags));
    }

    /** The file. */
    Path file() {
        return file;
    }

    /** Appends a move: its SAN, the mover's clock after it (when there is a clock), the time it took. */
    void append(String san, Optional<Duration> clock, Duration took) {
        PgnMove move = new PgnMove(san, 0, PgnTime.emt(took), clock.orElse(Duration.ZERO), clock.isPresent());
        int ply = moves.size();
        moves.add(move);
        boolean white = whiteStarts == (ply % 2 == 0);
        int number = startNumber + (ply + (whiteStarts ? 0 : 1)) / 2;
        String prefix = white ? number + ". " : freshLine ? number + "... " : "";
        freshLine = false;
        write(prefix + san + " {" + PgnTime.emt(took) + clock.map(c -> " " + PgnTime.clk(c)).orElse("") + "}\n", true);
    }

    /** Takes back the last {@code plies} moves. */
    void takeBack(int plies) {
        for (int i = 0; i < plies && !moves.isEmpty(); i++) {
            moves.remove(moves.size() - 1);
        }
        rewrite();
    }

    /**
     * The game ended: the file is rewritten whole with the result and the end's tags — {@code
     * Termination} with the standard's value, the exact code in {@code ResultCode}, the article in
     * {@code ResultArticle} — and the code, article and sentence in the last comment.
     */
    void finish(Outcome outcome, Termination termination) {
        tags.putAll(PgnWriter.endTags(outcome, termination));
        export(outcome.score().pgn(), outcome.code().code() + " (" + outcome.article() + "): " + outcome.explanation());
    }

    /** The game stopped unfinished: the file is rewritten whole with the result {@code *}. */
    void abandon(String why) {
        export("*", why);
    }

    /** The game so far, in export form. */
    String pgn(String result) {
        Map<String, String> all = new LinkedHashMap<>(tags);
        all.put("Result", result);
        return PgnWriter.write(new PgnGame(all, moves, result, 1));
    }

    private void export(String result, String comment) {
        close();
        String text = pgn(result);
        int end = text.lastIndexOf(result);
        write(text.substring(0, end) + "{" + comment.replace("}", ")") + "} " + text.substring(end), false);
        close();
    }

    private void rewrite() {
        close();
        String text = pgn("*");
        write(text.substring(0, text.lastIndexOf('*')).stripTrailing() + "\n", false);
        freshLine = true;
    }

    private void write(String text, boolean append) {
        try {
            if (out == null) {
                if (append) {
                    out = Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
                } else {
                    Path temporary = file.resolveSibling(file.getFileName() + ".tmp");
                    Files.writeString(temporary, text, StandardCharsets.UTF_8);
                    Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
                    return;
                }
            }
            out.write(text);
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("the record " + file + " cannot be written: " + e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        if (out != null) {
            try {
                out.close();
            } catch (IOException e) {
                throw new UncheckedIOException("the record " + file + " cannot be closed: " + e.getMessage(), e);
            }
            out = null;
        }
    }
}
