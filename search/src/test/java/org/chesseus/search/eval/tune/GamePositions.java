package org.chesseus.search.eval.tune;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.pgn.PgnEntry;
import org.chesseus.api.pgn.PgnGame;
import org.chesseus.api.pgn.PgnMove;
import org.chesseus.api.pgn.PgnReader;
import org.chesseus.api.SearchBoard;
import org.chesseus.search.eval.Boards;

/**
 * Positions of played games as tuning data: replays each finished game of PGN files (plain or
 * gzipped) and writes every position from the fifth move on, the one before each move and the last,
 * as {@code FEN;result} with the game's result for White (1, 0.5, 0). Unfinished games ({@code *}),
 * Chess960 games and unreadable ones are skipped and counted.
 *
 * <p>Run: {@code java -cp … org.chesseus.search.eval.tune.GamePositions OUT PGN…}; OUT is overwritten.
 */
public final class GamePositions {
    private GamePositions() {
    }

    /** Entry point; see the class comment for the arguments. */
    public static void main(String[] args) throws IOException {
        if (args.length < 2) {
            System.err.println("usage: GamePositions OUT PGN...");
            System.exit(2);
        }
        MoveNotation notation = Boards.LEGALITY.notation(false);
        long games = 0;
        long skipped = 0;
        long positions = 0;
        try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(Path.of(args[0]), StandardCharsets.US_ASCII))) {
            for (int i = 1; i < args.length; i++) {
                for (PgnEntry entry : PgnReader.readEach(text(Path.of(args[i])))) {
                    String result = entry.game().map(GamePositions::whiteScore).orElse(null);
                    if (result == null || entry.game().get().isChess960()) {
                        skipped++;
                        continue;
                    }
                    try {
                        positions += replay(entry.game().get(), result, notation, out);
                        games++;
                    } catch (RuntimeException e) {
                        System.err.println(args[i] + ":" + entry.line() + ": skipped, " + e.getMessage());
                        skipped++;
                    }
                }
            }
        }
        System.err.printf("%d games replayed, %d skipped, %d positions written%n", games, skipped, positions);
    }

    /** Writes the game's positions from move 5 on; returns how many. */
    static int replay(PgnGame game, String result, MoveNotation notation, PrintWriter out) {
        SearchBoard board = Boards.LEGALITY.board(game.startPosition(Boards.LEGALITY));
        StringBuilder lines = new StringBuilder();
        int written = 0;
        for (int ply = 0; ; ply++) {
            if (board.toPosition().fullmoveNumber() >= 5) {
                lines.append(Boards.fen(board)).append(';').append(result).append('\n');
                written++;
            }
            if (ply == game.moves().size()) {
                break;
            }
            PgnMove move = game.moves().get(ply);
            board.make(notation.parseSan(board, move.san()));
        }
        out.print(lines);
        return written;
    }

    /** The result for White as the data file writes it, or null for an unfinished game. */
    static String whiteScore(PgnGame game) {
        switch (game.result()) {
            case "1-0":
                return "1";
            case "0-1":
                return "0";
            case "1/2-1/2":
                return "0.5";
            default:
                return null;
        }
    }

    private static String text(Path file) throws IOException {
        try (InputStream raw = Files.newInputStream(file);
                InputStream in = file.toString().endsWith(".gz") ? new GZIPInputStream(raw) : raw) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
